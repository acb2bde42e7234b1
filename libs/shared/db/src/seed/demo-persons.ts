import type { LocalizedText } from '../lib/schema';

export type DemoPersonKey =
  | 'private'
  | 'occupational'
  | 'insurance'
  | 'kela65'
  | 'unregistered'
  | 'guardian'
  | 'child'
  | 'teen'
  | 'notCreditworthy'
  | 'occupationalByPhone';

export interface DemoPatient {
  healthCareType: 'private' | 'occupational' | 'insurance' | 'kela65';
  isCreditworthy: boolean;
  phoneNumber: string;
  email: string;
  street: string;
  postalCode: string;
  postOffice: string;
  /** False leaves the consent form unfilled, so check-in answers ConfidentialityFormNotFilled*. */
  hasConsent: boolean;
}

export interface DemoPerson {
  key: DemoPersonKey;
  /** Test identity codes: individual number 900-999, so they can never be a real person's. */
  ssn: string;
  firstName: string;
  lastName: string;
  /** Fixed, so the codes never change (on 22.11.2026 the children are 8 and 13). */
  birthDate: string;
  language: 'fi' | 'sv' | 'en';
  role: LocalizedText;
  /** Null for a person who has signed in but has no patient record ('unregistered-user'). */
  patient: DemoPatient | null;
}

// Mail goes to example.com so that nothing reaches a real mailbox; the phone numbers are valid
// Finnish mobile numbers, and the development SMS sender only writes to its outbox page.
export const demoPersons: readonly DemoPerson[] = [
  {
    key: 'private',
    ssn: '150488-902P',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    birthDate: '1988-04-15',
    language: 'fi',
    role: {
      fi: 'Yksityisasiakas: tietoja kaikilla osa-alueilla, 28 rokotusta',
      sv: 'Privatkund: uppgifter inom alla områden, 28 vaccinationer',
      en: 'Private customer: data in every area, 28 vaccinations',
    },
    patient: {
      healthCareType: 'private',
      isCreditworthy: true,
      phoneNumber: '+358401000001',
      email: 'laura.makinen@example.com',
      street: 'Mannerheimintie 12 B 7',
      postalCode: '00100',
      postOffice: 'Helsinki',
      hasConsent: true,
    },
  },
  {
    key: 'occupational',
    ssn: '020979-913C',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    birthDate: '1979-09-02',
    language: 'fi',
    role: {
      fi: 'Työterveysasiakas: työnantaja Aurora Logistiikka Oy, työterveystiimi, sairauskassan jäsen',
      sv: 'Företagshälsovårdskund: arbetsgivare Aurora Logistiikka Oy, team, medlem i sjukkassan',
      en: 'Occupational health customer: employer Aurora Logistiikka Oy, care team, sickness fund member',
    },
    patient: {
      healthCareType: 'occupational',
      isCreditworthy: true,
      phoneNumber: '+358401000002',
      email: 'mikko.korhonen@example.com',
      street: 'Hämeenkatu 25 A 4',
      postalCode: '33200',
      postOffice: 'Tampere',
      hasConsent: true,
    },
  },
  {
    key: 'insurance',
    ssn: '031292-9245',
    firstName: 'Emilia',
    lastName: 'Lindqvist',
    birthDate: '1992-12-03',
    language: 'sv',
    role: {
      fi: 'Vakuutusasiakas, ruotsinkielinen',
      sv: 'Försäkringskund, svenskspråkig',
      en: 'Insurance customer, Swedish-speaking',
    },
    patient: {
      healthCareType: 'insurance',
      isCreditworthy: true,
      phoneNumber: '+358401000003',
      email: 'emilia.lindqvist@example.com',
      street: 'Tapiolantie 8 C 21',
      postalCode: '02100',
      postOffice: 'Espoo',
      hasConsent: true,
    },
  },
  {
    key: 'kela65',
    ssn: '200651-931X',
    firstName: 'Pentti',
    lastName: 'Lehtonen',
    birthDate: '1951-06-20',
    language: 'fi',
    role: {
      fi: 'Yli 65-vuotias (s. 1951): Kela-korvatut 65+ lääkärikäynnit',
      sv: 'Över 65 år (f. 1951): FPA-ersatta 65+ läkarbesök',
      en: 'Over 65 (born 1951): Kela-reimbursed 65+ doctor visits',
    },
    patient: {
      healthCareType: 'kela65',
      isCreditworthy: true,
      phoneNumber: '+358401000004',
      email: 'pentti.lehtonen@example.com',
      street: 'Aurakatu 3 A 2',
      postalCode: '20100',
      postOffice: 'Turku',
      hasConsent: true,
    },
  },
  {
    key: 'unregistered',
    ssn: '110296-945Y',
    firstName: 'Onni',
    lastName: 'Heikkinen',
    birthDate: '1996-02-11',
    language: 'fi',
    role: {
      fi: 'Uusi asiakas: ei potilastietoja, rekisteröityy ensin',
      sv: 'Ny kund: inga patientuppgifter, registrerar sig först',
      en: 'New customer: no patient record, registers first',
    },
    patient: null,
  },
  {
    key: 'guardian',
    ssn: '300784-956H',
    firstName: 'Johanna',
    lastName: 'Laine',
    birthDate: '1984-07-30',
    language: 'fi',
    role: {
      fi: 'Huoltaja, lapset Eetu (s. 2018) ja Ella (s. 2013)',
      sv: 'Vårdnadshavare, barnen Eetu (f. 2018) och Ella (f. 2013)',
      en: 'Guardian of Eetu (born 2018) and Ella (born 2013)',
    },
    patient: {
      healthCareType: 'private',
      isCreditworthy: true,
      phoneNumber: '+358401000006',
      email: 'johanna.laine@example.com',
      street: 'Leppävaarankatu 4 A 9',
      postalCode: '02600',
      postOffice: 'Espoo',
      hasConsent: true,
    },
  },
  {
    key: 'child',
    ssn: '090318A963X',
    firstName: 'Eetu',
    lastName: 'Laine',
    birthDate: '2018-03-09',
    language: 'fi',
    role: {
      fi: 'Alle 12-vuotias lapsi (s. 2018): huoltaja asioi hänen puolestaan (Kajo Lapset)',
      sv: 'Barn under 12 år (f. 2018): vårdnadshavaren sköter ärenden (Kajo Lapset)',
      en: 'Child under 12 (born 2018): the guardian acts for him (Kajo Lapset)',
    },
    patient: {
      healthCareType: 'private',
      isCreditworthy: true,
      phoneNumber: '+358401000006',
      email: 'johanna.laine@example.com',
      street: 'Leppävaarankatu 4 A 9',
      postalCode: '02600',
      postOffice: 'Espoo',
      hasConsent: true,
    },
  },
  {
    key: 'teen',
    ssn: '140513A978Y',
    firstName: 'Ella',
    lastName: 'Laine',
    birthDate: '2013-05-14',
    language: 'fi',
    role: {
      fi: 'Nuori (s. 2013): kirjautuu itse, suostumus antamatta',
      sv: 'Ungdom (f. 2013): loggar in själv, samtycke saknas',
      en: 'Teenager (born 2013): signs in herself, consent not given yet',
    },
    patient: {
      healthCareType: 'private',
      isCreditworthy: true,
      phoneNumber: '+358401000008',
      email: 'ella.laine@example.com',
      street: 'Leppävaarankatu 4 A 9',
      postalCode: '02600',
      postOffice: 'Espoo',
      hasConsent: false,
    },
  },
  {
    key: 'notCreditworthy',
    ssn: '051075-987F',
    firstName: 'Jari',
    lastName: 'Salminen',
    birthDate: '1975-10-05',
    language: 'fi',
    role: {
      fi: 'Ei luottokelpoinen: varaus keskeytyy, erääntyneitä laskuja, virheellinen sähköposti (ei verkkomaksua)',
      sv: 'Ej kreditvärdig: bokningen avbryts, förfallna fakturor, felaktig e-post (ingen nätbetalning)',
      en: 'Not creditworthy: booking is interrupted, overdue invoices, an invalid e-mail (no online payment)',
    },
    patient: {
      healthCareType: 'private',
      isCreditworthy: false,
      phoneNumber: '+358401000009',
      // Fails the e-mail check (no top-level domain): the pay page asks him to correct it first.
      email: 'jari.salminen@example',
      street: 'Isokatu 30 B 12',
      postalCode: '90100',
      postOffice: 'Oulu',
      hasConsent: true,
    },
  },
  {
    key: 'occupationalByPhone',
    ssn: '140386-934S',
    firstName: 'Sanna',
    lastName: 'Virtanen',
    birthDate: '1986-03-14',
    language: 'fi',
    role: {
      fi: 'Työterveysasiakas ilman verkkoajanvarausta: työnantaja Lahden Rakennus Oy, lakisääteinen sopimus ilman rokotuksia',
      sv: 'Företagshälsovårdskund utan nätbokning: arbetsgivare Lahden Rakennus Oy, lagstadgat avtal utan vaccinationer',
      en: 'Occupational health customer without online booking: employer Lahden Rakennus Oy, a statutory agreement without vaccinations',
    },
    patient: {
      healthCareType: 'occupational',
      isCreditworthy: true,
      phoneNumber: '+358401000010',
      email: 'sanna.virtanen@example.com',
      street: 'Vesijärvenkatu 11 A 3',
      postalCode: '15140',
      postOffice: 'Lahti',
      hasConsent: true,
    },
  },
];

/** The guardian's children, as the authorisation service would report them. */
export const demoGuardianships: readonly { guardian: DemoPersonKey; child: DemoPersonKey }[] = [
  { guardian: 'guardian', child: 'child' },
  { guardian: 'guardian', child: 'teen' },
];

export function demoPerson(key: DemoPersonKey): DemoPerson {
  const person = demoPersons.find((p) => p.key === key);
  if (!person) throw new RangeError(`No demo person ${key}`);
  return person;
}

/** Markdown table of the test persons for the README: identity code, name, role in English. */
export function demoPersonsTable(): string[] {
  return [
    '| Identity code | Name | Role |',
    '|---|---|---|',
    ...demoPersons.map((p) => `| ${p.ssn} | ${p.firstName} ${p.lastName} | ${p.role.en} |`),
  ];
}
