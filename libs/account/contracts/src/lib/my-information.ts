import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MAX_LENGTH_USER_FORM,
  LANGUAGES,
  PHONE_MAX_LENGTH_GUARDIAN,
  PHONE_MAX_LENGTH_USER,
  isSafeReturnPath,
  isValidEmail,
  isValidFinnishPhone,
  normalizeEmail,
  normalizePhoneOnBlur,
} from '@portal/shared/util';
import {
  POST_OFFICE_MAX_LENGTH,
  POST_OFFICE_MIN_LENGTH,
  STREET_ADDRESS_MAX_LENGTH,
  STREET_ADDRESS_MIN_LENGTH,
} from '@portal/booking/contracts';
import { PatientSchema } from '@portal/shared/contracts';

/**
 * My information (account doc sections 3, 5 and 7): the contact details, the guardians of a
 * children's-brand patient and the patient-data consent as the page reads and saves them. The form
 * schemas are factories taking the messages (the portal's texts; the API answers in English), and
 * the API validates every request with the same rules.
 */

/** The patient's own language: labelled Finnish, Swedish and Other (en) on the form. */
export const userLanguages = LANGUAGES;
export type UserLanguage = (typeof userLanguages)[number];

export const MAX_GUARDIANS = 2;
export const GUARDIAN_NAME_MAX_LENGTH = 40;
export const GUARDIAN_STREET_ADDRESS_MAX_LENGTH = 30;
export const GUARDIAN_POST_OFFICE_MAX_LENGTH = 30;
export const ZIP_CODE_LENGTH = 5;

const ZIP_CODE = new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`);

export interface MyInformationFormMessages {
  readonly required: string;
  /** The patient's e-mail (at most EMAIL_MAX_LENGTH_USER_FORM characters). */
  readonly email: string;
  /** The patient's phone (Finnish, at most PHONE_MAX_LENGTH_USER characters). */
  readonly phone: string;
  /** STREET_ADDRESS_MIN_LENGTH to STREET_ADDRESS_MAX_LENGTH characters. */
  readonly streetAddress: string;
  /** POST_OFFICE_MIN_LENGTH to POST_OFFICE_MAX_LENGTH characters. */
  readonly postOffice: string;
  /** Exactly five digits, the patient's and the guardians'. */
  readonly zipCode: string;
  readonly language: string;
  /** 'Maximum character length is {n}'. */
  readonly maxLength: (max: number) => string;
  /** The guardian's e-mail has its own message (account doc section 3: value plus error flag). */
  readonly guardianEmail: string;
  readonly guardianPhone: string;
  readonly tooManyGuardians: string;
}

/** The spec's texts (account doc section 5), used by the API and as the portal's defaults. */
export const defaultMyInformationFormMessages: MyInformationFormMessages = {
  required: 'Required',
  email: 'Please enter your email, eg. name@example.com',
  phone: 'Please enter your phone number, eg. +358401234567',
  streetAddress: `Enter ${STREET_ADDRESS_MIN_LENGTH}-${STREET_ADDRESS_MAX_LENGTH} characters`,
  postOffice: `Enter ${POST_OFFICE_MIN_LENGTH}-${POST_OFFICE_MAX_LENGTH} characters`,
  zipCode: 'Zipcode length should be 5 and can only contain numbers',
  language: 'Choose a language',
  maxLength: (max) => `Maximum character length is ${max}`,
  guardianEmail: "Please enter the guardian's email, eg. name@example.com",
  guardianPhone: "Please enter the guardian's phone number, eg. +358401234567",
  tooManyGuardians: `At most ${MAX_GUARDIANS} guardians`,
};

function requiredText(required: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required));
}

function lengthText(required: string, message: string, min: number, max: number) {
  return v.pipe(requiredText(required), v.minLength(min, message), v.maxLength(max, message));
}

/** The phone as saved: the rule counts the normalized form, which is what gets stored. */
function phoneField(required: string, message: string, maxLength: number) {
  return v.pipe(
    requiredText(required),
    // An empty value has said 'Required' already.
    v.check((value) => value === '' || isValidFinnishPhone(value, { maxLength }), message),
    v.transform(normalizePhoneOnBlur),
  );
}

function contactEntries(m: MyInformationFormMessages) {
  return {
    emailAddress: v.pipe(
      v.string(m.required),
      v.transform(normalizeEmail),
      v.nonEmpty(m.required),
      v.check((value) => value === '' || isValidEmail(value, { maxLength: EMAIL_MAX_LENGTH_USER_FORM }), m.email),
    ),
    phoneNumber: phoneField(m.required, m.phone, PHONE_MAX_LENGTH_USER),
    language: v.picklist(userLanguages, m.language),
    streetAddress: lengthText(m.required, m.streetAddress, STREET_ADDRESS_MIN_LENGTH, STREET_ADDRESS_MAX_LENGTH),
    zipCode: v.pipe(requiredText(m.required), v.regex(ZIP_CODE, m.zipCode)),
    postOffice: lengthText(m.required, m.postOffice, POST_OFFICE_MIN_LENGTH, POST_OFFICE_MAX_LENGTH),
  };
}

type AddressKey = 'streetAddress' | 'zipCode' | 'postOffice';

/**
 * One guardian. The address fields count only when the guardian lives elsewhere than the child
 * (isGuardianHasSameAddress false); otherwise they are not asked and not stored.
 */
function guardianSchema(m: MyInformationFormMessages) {
  const optionalText = v.pipe(v.optional(v.string(), ''), v.trim());
  const guardianObject = v.object({
    name: v.pipe(requiredText(m.required), v.maxLength(GUARDIAN_NAME_MAX_LENGTH, m.maxLength(GUARDIAN_NAME_MAX_LENGTH))),
    phone: phoneField(m.required, m.guardianPhone, PHONE_MAX_LENGTH_GUARDIAN),
    emailAddress: v.pipe(
      v.optional(v.string(), ''),
      v.transform(normalizeEmail),
      v.check((value) => value === '' || isValidEmail(value, { maxLength: EMAIL_MAX_LENGTH }), m.guardianEmail),
    ),
    isGuardianHasSameAddress: v.boolean(),
    streetAddress: optionalText,
    zipCode: optionalText,
    postOffice: optionalText,
  });
  type Guardian = v.InferOutput<typeof guardianObject>;
  // Checked even while other fields of the guardian are invalid, so every error shows at once.
  const addressRule = (key: AddressKey, valid: (value: string) => boolean, message: string) =>
    v.forward<Guardian, v.PartialCheckIssue<Guardian>, [AddressKey]>(
      v.partialCheck([['isGuardianHasSameAddress'], [key]], (input) => input.isGuardianHasSameAddress || valid(input[key]), message),
      [key],
    );
  const filled = (value: string) => value !== '';
  return v.pipe(
    guardianObject,
    addressRule('streetAddress', filled, m.required),
    addressRule('streetAddress', (value) => value.length <= GUARDIAN_STREET_ADDRESS_MAX_LENGTH, m.maxLength(GUARDIAN_STREET_ADDRESS_MAX_LENGTH)),
    addressRule('zipCode', filled, m.required),
    addressRule('zipCode', (value) => value === '' || ZIP_CODE.test(value), m.zipCode),
    addressRule('postOffice', filled, m.required),
    addressRule('postOffice', (value) => value.length <= GUARDIAN_POST_OFFICE_MAX_LENGTH, m.maxLength(GUARDIAN_POST_OFFICE_MAX_LENGTH)),
  );
}

function formEntries(m: MyInformationFormMessages) {
  return {
    ...contactEntries(m),
    guardians: v.pipe(v.array(guardianSchema(m)), v.maxLength(MAX_GUARDIANS, m.tooManyGuardians)),
  };
}

/** The my-information form: contact details and (children's brand) up to two guardians. */
export function createMyInformationFormSchema(m: MyInformationFormMessages) {
  return v.object(formEntries(m));
}
export const MyInformationFormSchema = createMyInformationFormSchema(defaultMyInformationFormMessages);
export type MyInformationFormInput = v.InferInput<typeof MyInformationFormSchema>;
export type MyInformationForm = v.InferOutput<typeof MyInformationFormSchema>;
export type GuardianForm = MyInformationForm['guardians'][number];

/**
 * `POST /api/user?csrfToken` body (account doc section 7: the user fields plus guardians, lang and
 * next). Names are read-only and not sent; guardians are taken in the children's brand only (the
 * server answers a ValidationError on `guardians` elsewhere). `lang` is the page's language and
 * `next` where the portal goes once saved: a path on this site, never another origin.
 */
export function createMyInformationRequestSchema(m: MyInformationFormMessages) {
  const entries = formEntries(m);
  return v.object({
    ...entries,
    guardians: v.optional(entries.guardians, []),
    lang: v.picklist(LANGUAGES),
    next: v.optional(v.pipe(v.string(), v.check((value) => isSafeReturnPath(value), 'Expected a path on this site'))),
  });
}
export const MyInformationRequestSchema = createMyInformationRequestSchema(defaultMyInformationFormMessages);
export type MyInformationRequest = v.InferInput<typeof MyInformationRequestSchema>;

/** The answer to a save: `next` as the request gave it (checked), or null. */
export const MyInformationSaveResponseSchema = v.object({
  type: v.literal('success'),
  next: v.nullable(v.string()),
});
export type MyInformationSaveResponse = v.InferOutput<typeof MyInformationSaveResponseSchema>;

/** A guardian as stored (account doc section 3); the address is null when it is the child's. */
export const GuardianContactSchema = v.object({
  /** Last name plus first names. */
  name: v.string(),
  phone: v.string(),
  emailAddress: v.nullable(v.string()),
  isGuardianHasSameAddress: v.boolean(),
  streetAddress: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  postOffice: v.nullable(v.string()),
});
export type GuardianContact = v.InferOutput<typeof GuardianContactSchema>;

/**
 * `GET /api/user` (signed in): the patient the session acts for, as booking reads it, plus the
 * patient's language and guardians (empty outside the children's brand) for my information.
 */
export const MyInformationSchema = v.object({
  ...PatientSchema.entries,
  language: v.picklist(userLanguages),
  guardians: v.pipe(v.array(GuardianContactSchema), v.maxLength(MAX_GUARDIANS)),
  /** Whether the signed-in guardian may switch to acting for a child (or back) without a new sign-in: the family view. */
  hasFamily: v.boolean(),
});
export type MyInformation = v.InferOutput<typeof MyInformationSchema>;
