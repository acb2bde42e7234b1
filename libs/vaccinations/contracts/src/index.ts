export { VACCINATIONS_PAGE_SIZE, VaccinationSchema, VaccinationsListQuerySchema, VaccinationsListSchema } from './lib/vaccinations';
export type { Vaccination, VaccinationsList, VaccinationsListQuery } from './lib/vaccinations';
