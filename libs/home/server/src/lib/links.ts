import type { Language, RoutedSection } from '@portal/shared/util';
import { segmentOf } from '@portal/shared/util';

/**
 * The lab result page's segment (booking doc section 2). Not in the shared routeSegments yet:
 * the lab result pages come in a later issue, which should move it there.
 */
const laboratoryResultSegment: Record<Language, string> = { en: 'laboratoryresult', fi: 'laboratoriotulos', sv: 'laboratorieresultat' };

function sectionPath(section: RoutedSection, lang: Language, ...rest: (string | number)[]): string {
  const segment = segmentOf(section, lang);
  // Every section linked from the front page has all three languages; a gap is a programming error.
  if (segment === undefined) throw new Error(`No ${lang} route segment for ${section}`);
  return ['', lang, segment, ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** Portal paths of the front page's items, each its section's route (even before its pages exist). */
export const frontPageLinks = {
  appointment: (lang: Language, id: number) => sectionPath('appointments', lang, id),
  visit: (lang: Language, id: number) => sectionPath('visits', lang, id),
  conversation: (lang: Language, threadId: number) => sectionPath('conversations', lang, threadId),
  prescriptions: (lang: Language) => sectionPath('prescriptions', lang),
  /** `date` is the result date, 'YYYY-MM-DD'. */
  labResult: (lang: Language, date: string) => `/${lang}/${laboratoryResultSegment[lang]}/${encodeURIComponent(date)}`,
  /** `imagingDate` is 'YYYY-MM-DD'. */
  imaging: (lang: Language, imagingDate: string) => sectionPath('imaging', lang, imagingDate),
  questionnaire: (lang: Language, invitationId: number) => sectionPath('questionnaires', lang, invitationId),
};
