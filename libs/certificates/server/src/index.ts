import type { DomainPlugin } from '@portal/shared/server';
import { registerCertificateRoutes } from './lib/routes';

/**
 * Sick-leave certificates: the patient's list and each one's PDF. The children's brand has no
 * certificates (account doc section 1), so there its API has no such calls and answers 404 as
 * for any unknown address.
 */
export const certificatesServer: DomainPlugin = async (app, deps) => {
  if (deps.config.brand === 'children') return;
  registerCertificateRoutes(app, deps);
};
