import * as v from 'valibot';
import { AnonymousReservationRequestSchema, NAME_MAX_LENGTH, PatientContactUpdateSchema, RegistrationRequestSchema, ReservationResponseSchema, SignedInReservationRequestSchema, createAnonymousReservationRequestSchema, createPatientContactUpdateSchema, defaultContactFormMessages, defaultReservationFormMessages } from './booking-reservation';
import { ConsentRequestSchema } from '@portal/shared/contracts';

type Issues = Record<string, string>;

function issuesOf(schema: v.GenericSchema, input: unknown): Issues {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const issues: Issues = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}

const anonymous = {
  internalOrganization: 'general',
  appointmentId: 12,
  emailAddress: 'laura@example.com',
  firstName: 'Laura',
  lastName: 'Mäkinen',
  phone: '+358401234567',
  ssn: ' 150488-902p ',
  termsAccepted: true,
};

const contact = {
  streetAddress: 'Mannerheimintie 1',
  postalCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'laura@example.com',
  phoneNumber: '040 123 4567',
};

describe('AnonymousReservationRequestSchema', () => {
  it('takes a valid form, trimming and upper-casing the identity code', () => {
    expect(v.parse(AnonymousReservationRequestSchema, anonymous).ssn).toBe('150488-902P');
  });

  it.each([
    ['ssn', '150488-902X', defaultReservationFormMessages.ssn],
    ['ssn', '150488-902PP', defaultReservationFormMessages.ssn],
    ['phone', '040-1234567', defaultReservationFormMessages.phone],
    ['phone', '+46701234567', defaultReservationFormMessages.phone],
    ['emailAddress', 'laura@', defaultReservationFormMessages.email],
    ['firstName', '   ', defaultReservationFormMessages.required],
    ['lastName', '', defaultReservationFormMessages.required],
    ['firstName', 'x'.repeat(NAME_MAX_LENGTH + 1), defaultReservationFormMessages.nameTooLong],
    ['lastName', 'x'.repeat(NAME_MAX_LENGTH + 1), defaultReservationFormMessages.nameTooLong],
    ['phone', `00358${'4'.repeat(16)}`, defaultReservationFormMessages.phone],
    ['termsAccepted', false, defaultReservationFormMessages.termsRequired],
  ])('rejects %s %j with its message', (field, value, message) => {
    expect(issuesOf(AnonymousReservationRequestSchema, { ...anonymous, [field]: value })[field]).toBe(message);
  });

  it(`takes names of up to ${NAME_MAX_LENGTH} characters, counted after trimming, and refuses a 51-character one`, () => {
    const longest = 'Ä'.repeat(NAME_MAX_LENGTH);
    expect(v.parse(AnonymousReservationRequestSchema, { ...anonymous, firstName: ` ${longest} `, lastName: longest })).toMatchObject({
      firstName: longest,
      lastName: longest,
    });
    expect(v.is(AnonymousReservationRequestSchema, { ...anonymous, firstName: 'x'.repeat(51) })).toBe(false);
    expect(v.is(AnonymousReservationRequestSchema, { ...anonymous, lastName: 'x'.repeat(51) })).toBe(false);
    // A one-letter name stays valid: the form only asks for a name, the population data decides.
    expect(v.is(AnonymousReservationRequestSchema, { ...anonymous, firstName: 'O' })).toBe(true);
  });

  it('gives the portal its own texts', () => {
    const schema = createAnonymousReservationRequestSchema({ ...defaultReservationFormMessages, ssn: 'Tarkista henkilötunnus' });
    expect(issuesOf(schema, { ...anonymous, ssn: 'x' })['ssn']).toBe('Tarkista henkilötunnus');
  });
});

describe('SignedInReservationRequestSchema', () => {
  const body = { internalOrganization: 'children', appointmentId: 3, emailAddress: 'a@example.com', phone: '0401234567' };

  it('defaults the customer type to private and takes no patient', () => {
    const parsed = v.parse(SignedInReservationRequestSchema, { ...body, patientId: 99 });
    expect(parsed.customerType).toBe('private');
    expect(parsed).not.toHaveProperty('patientId');
  });

  it('limits the description to 300 characters and knows the customer types', () => {
    expect(v.is(SignedInReservationRequestSchema, { ...body, description: 'x'.repeat(300) })).toBe(true);
    expect(v.is(SignedInReservationRequestSchema, { ...body, description: 'x'.repeat(301) })).toBe(false);
    expect(v.is(SignedInReservationRequestSchema, { ...body, customerType: 'company' })).toBe(false);
  });
});

describe('PatientContactUpdateSchema', () => {
  it('takes valid contact details', () => {
    expect(v.is(PatientContactUpdateSchema, contact)).toBe(true);
  });

  it.each([
    ['streetAddress', 'A', defaultContactFormMessages.streetAddress],
    ['streetAddress', 'A'.repeat(31), defaultContactFormMessages.streetAddress],
    ['postalCode', '0010', defaultContactFormMessages.postalCode],
    ['postalCode', '00100a', defaultContactFormMessages.postalCode],
    ['postOffice', 'H', defaultContactFormMessages.postOffice],
    ['emailAddress', `${'a'.repeat(70)}@example.com`, defaultContactFormMessages.email],
    ['phoneNumber', '+358 40 123 4567 89', defaultContactFormMessages.phone],
    ['phoneNumber', '12345', defaultContactFormMessages.phone],
    ['postOffice', ' ', defaultContactFormMessages.required],
  ])('rejects %s %j with its message', (field, value, message) => {
    expect(issuesOf(PatientContactUpdateSchema, { ...contact, [field]: value })[field]).toBe(message);
  });

  it('gives the portal its own texts', () => {
    const schema = createPatientContactUpdateSchema({ ...defaultContactFormMessages, postalCode: 'Viisi numeroa' });
    expect(issuesOf(schema, { ...contact, postalCode: '1' })['postalCode']).toBe('Viisi numeroa');
  });
});

describe('RegistrationRequestSchema', () => {
  it('needs names of 2-50 characters besides the contact details', () => {
    expect(v.is(RegistrationRequestSchema, { ...contact, firstName: 'Onni', lastName: 'Heikkinen' })).toBe(true);
    expect(Object.keys(issuesOf(RegistrationRequestSchema, { ...contact, firstName: 'O', lastName: 'x'.repeat(51) }))).toEqual(['firstName', 'lastName']);
  });
});

describe('ConsentRequestSchema and ReservationResponseSchema', () => {
  it('takes the consent booleans, the occupational one optional', () => {
    const consent = { allowsCommonRegistry: true, allowsMarketingMail: false, allowsTreatmentInstructionsMail: true, allowsBookingSms: true, privacyPolicyRead: true };
    expect(v.is(ConsentRequestSchema, consent)).toBe(true);
    expect(v.is(ConsentRequestSchema, { ...consent, allowsBookingSms: 'yes' })).toBe(false);
  });

  it('carries reservation details only with success', () => {
    const details = { appointmentId: 1, startDate: '2026-11-24T08:00:00.000Z', anonymousLinkId: 'abc' };
    expect(v.is(ReservationResponseSchema, { type: 'success', reservationDetails: details })).toBe(true);
    expect(v.is(ReservationResponseSchema, { type: 'notCreditworthy' })).toBe(true);
    expect(v.is(ReservationResponseSchema, { type: 'success' })).toBe(false);
    expect(v.is(ReservationResponseSchema, { type: 'somethingElse' })).toBe(false);
  });
});
