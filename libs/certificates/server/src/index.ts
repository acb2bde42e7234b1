import type { DomainPlugin } from '@portal/shared/server';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { registerCertificateRoutes } from './lib/routes';

/**
 * Sick-leave certificates: the patient's list and each one's PDF. A brand that lacks the section
 * (the children's brand has no certificates, account doc section 1) has no such calls and answers
 * 404 as for any unknown address.
 */
export const certificatesServer: DomainPlugin = async (app, deps) => {
  if (!hasSection(capabilitiesOf(deps.config.brand), 'certificates')) return;
  registerCertificateRoutes(app, deps);
};
