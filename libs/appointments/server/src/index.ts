import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { registerDevClinicPages } from './lib/dev-clinic/pages';
import { appointmentRecords } from './lib/patient-records';
import { registerAppointmentRoutes } from './lib/routes';

export { DEV_CLINIC_PATH } from './lib/dev-clinic/pages';

/**
 * The patient's appointments (account doc sections 2-9) and the anonymous appointment link; in the
 * development environment, where no clinic system is connected, the clinic's side at `/dev-clinic`.
 * Its part of the patient's own data is every appointment reserved for them (`appointmentRecords`).
 */
export const appointmentsServer: DomainPlugin = withConfig(
  async (app, deps) => {
    registerAppointmentRoutes(app, deps);
    if (deps.config.environment === 'development') registerDevClinicPages(app, deps);
  },
  [],
  { patientRecords: appointmentRecords },
);
