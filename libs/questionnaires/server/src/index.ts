import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { questionnaireRecords } from './lib/patient-records';
import { registerQuestionnaireRoutes } from './lib/routes';

/**
 * Questionnaires: the patient's open tasks and answers, each invitation's form, and answering it
 * once; the answers are in the patient's own FHIR data too. A brand that lacks the section (the
 * children's brand has no questionnaires, booking doc section 2, "Other") has no such calls and
 * answers 404 as for any unknown address.
 */
export const questionnairesServer: DomainPlugin = withConfig(
  async (app, deps) => {
    if (!hasSection(capabilitiesOf(deps.config.brand), 'questionnaires')) return;
    registerQuestionnaireRoutes(app, deps);
  },
  [],
  { patientRecords: questionnaireRecords },
);
