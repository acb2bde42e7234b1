import * as v from 'valibot';
import { MyInformationFormSchema, MyInformationRequestSchema, MyInformationSchema } from './my-information';

const contact = {
  emailAddress: 'maija@example.com',
  phoneNumber: '040 123 4567',
  language: 'fi',
  streetAddress: 'Katu 1',
  zipCode: '00100',
  postOffice: 'Helsinki',
};
const guardian = {
  name: 'Laine Johanna',
  phone: '040 765 4321',
  emailAddress: '',
  isGuardianHasSameAddress: false,
  streetAddress: 'Koivukuja 2',
  zipCode: '02100',
  postOffice: 'Espoo',
};

/** The failing paths and their messages. */
function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] = [...(issues[path] ?? []), issue.message];
  }
  return issues;
}

describe('my information form schema', () => {
  it('takes valid details and saves the phone normalized and the e-mail trimmed', () => {
    const output = v.parse(MyInformationFormSchema, {
      ...contact,
      emailAddress: ' maija@example.com\t',
      guardians: [guardian],
    });
    expect(output).toEqual({
      ...contact,
      phoneNumber: '+358401234567',
      guardians: [{ ...guardian, phone: '+358407654321' }],
    });
  });

  it.each([
    ['emailAddress', 'x'.repeat(67) + '@example.com', 'Please enter your email, eg. name@example.com'],
    ['emailAddress', 'maija@xn--exmple-cua.com', 'Please enter your email, eg. name@example.com'],
    ['emailAddress', '', 'Required'],
    ['phoneNumber', '+358 40 123 4567 89', 'Please enter your phone number, eg. +358401234567'],
    ['phoneNumber', '1234', 'Please enter your phone number, eg. +358401234567'],
    ['streetAddress', 'K', 'Enter 2-30 characters'],
    ['streetAddress', 'K'.repeat(31), 'Enter 2-30 characters'],
    ['zipCode', '0010', 'Zipcode length should be 5 and can only contain numbers'],
    ['zipCode', '0010A', 'Zipcode length should be 5 and can only contain numbers'],
    ['postOffice', 'H', 'Enter 2-30 characters'],
    ['language', 'de', 'Choose a language'],
  ])('refuses %s %j', (field, value, message) => {
    expect(issuesOf(MyInformationFormSchema, { ...contact, [field]: value, guardians: [] })).toEqual({ [field]: [message] });
  });

  it('allows 78 characters of e-mail on the user form, not 79', () => {
    const email = (length: number) => `${'x'.repeat(64)}@${'e'.repeat(length - 69)}.com`;
    expect(email(78)).toHaveLength(78);
    expect(issuesOf(MyInformationFormSchema, { ...contact, emailAddress: email(78), guardians: [] })).toEqual({});
    expect(Object.keys(issuesOf(MyInformationFormSchema, { ...contact, emailAddress: email(79), guardians: [] }))).toEqual(['emailAddress']);
  });

  it('checks every guardian rule with the spec’s messages', () => {
    const bad = {
      name: 'N'.repeat(41),
      phone: '+358 40 123 4567 8901 2',
      emailAddress: 'not an address',
      isGuardianHasSameAddress: false,
      streetAddress: 'S'.repeat(31),
      zipCode: '123',
      postOffice: 'P'.repeat(31),
    };
    expect(issuesOf(MyInformationFormSchema, { ...contact, guardians: [bad] })).toEqual({
      'guardians.0.name': ['Maximum character length is 40'],
      'guardians.0.phone': ["Please enter the guardian's phone number, eg. +358401234567"],
      'guardians.0.emailAddress': ["Please enter the guardian's email, eg. name@example.com"],
      'guardians.0.streetAddress': ['Maximum character length is 30'],
      'guardians.0.zipCode': ['Zipcode length should be 5 and can only contain numbers'],
      'guardians.0.postOffice': ['Maximum character length is 30'],
    });
  });

  it('requires the guardian’s name, phone and address, but not an e-mail', () => {
    const empty = { name: ' ', phone: '', isGuardianHasSameAddress: false };
    expect(issuesOf(MyInformationFormSchema, { ...contact, guardians: [empty] })).toEqual({
      'guardians.0.name': ['Required'],
      'guardians.0.phone': ['Required'],
      'guardians.0.streetAddress': ['Required'],
      'guardians.0.zipCode': ['Required'],
      'guardians.0.postOffice': ['Required'],
    });
  });

  it('ignores the address of a guardian who lives with the child', () => {
    const output = v.parse(MyInformationFormSchema, {
      ...contact,
      guardians: [{ ...guardian, isGuardianHasSameAddress: true, streetAddress: '', zipCode: 'x', postOffice: 'P'.repeat(40) }],
    });
    expect(output.guardians[0]?.isGuardianHasSameAddress).toBe(true);
  });

  it('takes at most two guardians', () => {
    expect(issuesOf(MyInformationFormSchema, { ...contact, guardians: [guardian, guardian, guardian] })).toEqual({
      guardians: ['At most 2 guardians'],
    });
  });
});

describe('my information request schema', () => {
  it('takes lang and a next path on this site, guardians optional', () => {
    expect(v.parse(MyInformationRequestSchema, { ...contact, lang: 'sv', next: '/sv/fakturor' })).toMatchObject({
      guardians: [],
      lang: 'sv',
      next: '/sv/fakturor',
    });
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('refuses next %s', (next) => {
    expect(Object.keys(issuesOf(MyInformationRequestSchema, { ...contact, lang: 'fi', next }))).toEqual(['next']);
  });
});

describe('my information read', () => {
  it('extends the patient with the language and guardians', () => {
    expect(MyInformationSchema.entries).toHaveProperty('maskedSsn');
    expect(MyInformationSchema.entries).toHaveProperty('guardians');
  });
});
