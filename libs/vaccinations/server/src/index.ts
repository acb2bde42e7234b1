import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { vaccinationRecords } from './lib/patient-records';
import { registerVaccinationRoutes } from './lib/routes';

/** Vaccinations: the patient's list, and the same vaccinations in the patient's own FHIR data. */
export const vaccinationsServer: DomainPlugin = withConfig(
  async (app, deps) => {
    registerVaccinationRoutes(app, deps);
  },
  [],
  { patientRecords: vaccinationRecords },
);
