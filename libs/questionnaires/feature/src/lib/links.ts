import type { Lang } from '@portal/shared/i18n';
import { pathIn } from '@portal/shared/i18n';
import { questionnairePagePaths, questionnairesPaths } from './paths';

/** The addresses the questionnaire pages link to. */
export const questionnaireLinks = {
  list: (lang: Lang): string => questionnairesPaths.questionnaires(lang),
  questionnaire: (lang: Lang, invitationId: number): string => pathIn(lang, [questionnairePagePaths], { invitationId: String(invitationId) }),
};
