import type { Language } from '@portal/shared/util';
import { pagePaths } from '@portal/shared/util';

/** Portal paths of the front page's items, each its section's page. */
export const frontPageLinks = {
  appointment: (lang: Language, id: number) => pagePaths.appointments.appointment(lang, [id]),
  visit: (lang: Language, id: number) => pagePaths.visits.visit(lang, id),
  conversation: (lang: Language, threadId: number) => pagePaths.messaging.conversation(lang, threadId),
  prescriptions: (lang: Language) => pagePaths.prescriptions.list(lang),
  /** `date` is the result date, 'YYYY-MM-DD'. */
  labResult: (lang: Language, date: string) => pagePaths.labImaging.labResult(lang, date),
  /** `imagingDate` is 'YYYY-MM-DD'. */
  imaging: (lang: Language, imagingDate: string) => pagePaths.labImaging.imagingResult(lang, imagingDate),
  questionnaire: (lang: Language, invitationId: number) => pagePaths.questionnaires.questionnaire(lang, invitationId),
};
