export {
  ACCESS_LOG_PAGE_SIZE,
  AccessLogEntrySchema,
  AccessLogPageSchema,
  AccessLogQuerySchema,
  AccessLogReaderSchema,
  DataExportQuerySchema,
  SignInEntrySchema,
  SignInPageSchema,
} from './lib/my-data';
export type { AccessLogEntry, AccessLogPage, AccessLogQuery, AccessLogReader, DataExportQuery, SignInEntry, SignInPage } from './lib/my-data';
