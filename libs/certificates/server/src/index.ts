import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { certificateRecords } from './lib/patient-records';
import { registerCertificateRoutes } from './lib/routes';

/**
 * Sick-leave certificates: the patient's list and each one's PDF, which the patient's own FHIR
 * data carries too. A brand that lacks the section (the children's brand has no certificates,
 * account doc section 1) has no such calls and answers 404 as for any unknown address.
 */
export const certificatesServer: DomainPlugin = withConfig(
  async (app, deps) => {
    if (!hasSection(capabilitiesOf(deps.config.brand), 'certificates')) return;
    registerCertificateRoutes(app, deps);
  },
  [],
  { patientRecords: certificateRecords },
);
