import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { prescriptionRecords } from './lib/patient-records';
import { registerPrescriptionRoutes } from './lib/routes';

/**
 * Prescriptions: the patient's list and renewing chosen ones, which is sent to the care team as
 * a conversation. Both brands list prescriptions (and give them in the patient's own FHIR data);
 * renewal needs messaging to be served.
 */
export const prescriptionsServer: DomainPlugin = withConfig(
  async (app, deps) => {
    registerPrescriptionRoutes(app, deps);
  },
  [],
  { patientRecords: prescriptionRecords },
);
