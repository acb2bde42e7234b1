import { createIntl } from 'react-intl';
import * as v from 'valibot';
import type { AnonymousReservationFormInput } from './anonymous-reservation-form-schema';
import { anonymousReservationFormSchema, showsContactWarning } from './anonymous-reservation-form-schema';
import { reservationFormMessages } from './form-messages';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const valid: AnonymousReservationFormInput = {
  ssn: ' 150488-902p ',
  firstName: 'Laura',
  lastName: 'Mäkinen',
  phone: '+358401234567',
  emailAddress: 'laura@example.com',
  termsAccepted: true,
  bindingAccepted: false,
  allowsBookingSms: false,
};

function errorsOf(input: Partial<AnonymousReservationFormInput>, bindingRequired = false): Record<string, string> {
  const result = v.safeParse(anonymousReservationFormSchema(reservationFormMessages(intl), bindingRequired), { ...valid, ...input });
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('anonymous reservation form schema', () => {
  it('accepts a complete form, trimming and upper-casing the identity code', () => {
    const result = v.parse(anonymousReservationFormSchema(reservationFormMessages(intl), false), valid);
    expect(result.ssn).toBe('150488-902P');
  });

  it.each([
    [{ ssn: '150488-902X' }, 'ssn', 'Please check your identity number'],
    [{ ssn: '150488-902PX' }, 'ssn', 'Please check your identity number'],
    [{ ssn: '' }, 'ssn', 'Required'],
    [{ firstName: '   ' }, 'firstName', 'Required'],
    [{ lastName: '' }, 'lastName', 'Required'],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'Use at most 50 characters'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'Use at most 50 characters'],
    [{ phone: '040-123 4567' }, 'phone', 'Please enter your phone number, eg. +358401234567'],
    [{ phone: '' }, 'phone', 'Required'],
    [{ emailAddress: 'laura@example' }, 'emailAddress', 'Please enter your email, eg. firstname.lastname@example.com'],
    [{ termsAccepted: false }, 'termsAccepted', 'Please accept the terms and conditions'],
  ] as const)('%j: %s says "%s"', (input, field, message) => {
    expect(errorsOf(input)[field]).toBe(message);
  });

  it('requires the binding box only when the start is close', () => {
    expect(errorsOf({ bindingAccepted: false }, true)['bindingAccepted']).toBe(
      'Please confirm that you understand the reservation is binding',
    );
    expect(errorsOf({ bindingAccepted: true }, true)).toEqual({});
    expect(errorsOf({ bindingAccepted: false }, false)).toEqual({});
  });
});

describe('showsContactWarning', () => {
  it('warns when a touched phone or e-mail is empty', () => {
    expect(showsContactWarning({ phone: ' ', emailAddress: 'a@b.fi' }, { phone: true })).toBe(true);
    expect(showsContactWarning({ phone: '040', emailAddress: '' }, { emailAddress: true })).toBe(true);
  });

  it('does not warn before the fields are touched, or when both are filled', () => {
    expect(showsContactWarning({ phone: '', emailAddress: '' }, {})).toBe(false);
    expect(showsContactWarning({ phone: '040', emailAddress: 'a@b.fi' }, { phone: true, emailAddress: true })).toBe(false);
  });
});
