export {
  DiagnosisSchema,
  MedicalReportSchema,
  ReportTextSchema,
  VISITS_PAGE_SIZE,
  VisitParamsSchema,
  VisitQuerySchema,
  VisitSummarySchema,
  VisitsListQuerySchema,
  VisitsListSchema,
  visitTypes,
} from './lib/visits';
export type { Diagnosis, MedicalReport, ReportText, VisitSummary, VisitType, VisitsList, VisitsListQuery } from './lib/visits';
