import type { DomainPlugin } from '@portal/shared/server';
import { registerQuestionnaireRoutes } from './lib/routes';

/**
 * Questionnaires: the patient's open tasks and answers, each invitation's form, and answering it
 * once. The children's brand has no questionnaires (booking doc section 2, "Other"), so there its
 * API has no such calls and answers 404 as for any unknown address.
 */
export const questionnairesServer: DomainPlugin = async (app, deps) => {
  if (deps.config.brand === 'children') return;
  registerQuestionnaireRoutes(app, deps);
};
