import type { DomainPlugin } from '@portal/shared/server';
import { registerFhirApi } from './lib/fhir-api';
import { registerMyDataRoutes } from './lib/routes';

/** The patient's own data: who has viewed it, their sign-ins, a copy (FHIR R4 or PDF), and the FHIR R4 read API. */
export const myDataServer: DomainPlugin = async (app, deps) => {
  registerMyDataRoutes(app, deps);
  await app.register(async (fhir) => registerFhirApi(fhir, deps));
};
