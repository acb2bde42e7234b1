export {
  GUARDIAN_NAME_MAX_LENGTH,
  GUARDIAN_POST_OFFICE_MAX_LENGTH,
  GUARDIAN_STREET_ADDRESS_MAX_LENGTH,
  GuardianContactSchema,
  MAX_GUARDIANS,
  MyInformationFormSchema,
  MyInformationRequestSchema,
  MyInformationSaveResponseSchema,
  MyInformationSchema,
  ZIP_CODE_LENGTH,
  createMyInformationFormSchema,
  createMyInformationRequestSchema,
  defaultMyInformationFormMessages,
  userLanguages,
} from './lib/my-information';
export type {
  GuardianContact,
  GuardianForm,
  MyInformation,
  MyInformationForm,
  MyInformationFormInput,
  MyInformationFormMessages,
  MyInformationRequest,
  MyInformationSaveResponse,
  UserLanguage,
} from './lib/my-information';
export {
  KELA_CARD_MAX_IMAGE_BYTES,
  KELA_CARD_UPLOAD_TIMEOUT_MS,
  KelaCardFinishUploadRequestSchema,
  KelaCardFinishUploadResponseSchema,
  KelaCardImageParamsSchema,
  KelaCardInitUploadRequestSchema,
  KelaCardInitUploadResponseSchema,
  KelaCardSchema,
  kelaCardImageTypes,
  kelaCardSides,
} from './lib/kela-card';
export type {
  KelaCard,
  KelaCardFinishUploadRequest,
  KelaCardFinishUploadResponse,
  KelaCardImageType,
  KelaCardInitUploadRequest,
  KelaCardInitUploadResponse,
  KelaCardSide,
} from './lib/kela-card';
export { NotificationPreferencesRequestSchema, NotificationPreferencesSchema } from './lib/notification-preferences';
export type { NotificationPreferences, NotificationPreferencesRequest } from './lib/notification-preferences';
