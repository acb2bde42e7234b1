import { Y65V_FIXED_PRICE_CENTS } from '@portal/shared/util';
import type {
  LocalizedText,
  practitionerClinics,
  practitionerRates,
  practitioners,
  practitionerSpecialties,
  rateAdditionalFees,
} from '../lib/schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type RoleKey =
  | 'gp'
  | 'occupationalPhysician'
  | 'occupationalNurse'
  | 'nurse'
  | 'paediatrician'
  | 'psychiatrist'
  | 'psychologist'
  | 'endocrinologist'
  | 'gynaecologist'
  | 'neurologist'
  | 'geriatrician'
  | 'dermatologist'
  | 'ent'
  | 'orthopaedist'
  | 'physiotherapist'
  | 'laboratory'
  | 'vaccinationRoom'
  | 'xray';

export interface Role {
  title: LocalizedText;
  specialtyId: string;
  kindId: string;
  slotMinutes: number;
  rateCents: number;
  isResource?: boolean;
  /** Customer types this role's times are offered to. */
  healthCareTypes: ('private' | 'occupational' | 'insurance' | 'kela65')[];
}

const t = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });
const all: Role['healthCareTypes'] = ['private', 'insurance', 'occupational'];
const privateOnly: Role['healthCareTypes'] = ['private', 'insurance'];

export const ROLES: Record<RoleKey, Role> = {
  gp: { title: t('Yleislääkäri', 'Allmänläkare', 'General practitioner'), specialtyId: 'YL', kindId: 'VO', slotMinutes: 20, rateCents: 8900, healthCareTypes: all },
  occupationalPhysician: {
    title: t('Työterveyslääkäri', 'Företagsläkare', 'Occupational health physician'),
    specialtyId: 'TTH',
    kindId: 'VO',
    slotMinutes: 20,
    rateCents: 9500,
    healthCareTypes: ['occupational'],
  },
  occupationalNurse: {
    title: t('Työterveyshoitaja', 'Företagshälsovårdare', 'Occupational health nurse'),
    specialtyId: 'TTH',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 6500,
    healthCareTypes: ['occupational'],
  },
  nurse: { title: t('Sairaanhoitaja', 'Sjukskötare', 'Nurse'), specialtyId: 'SH', kindId: 'VO', slotMinutes: 15, rateCents: 3900, healthCareTypes: all },
  paediatrician: {
    title: t('Lastentautien erikoislääkäri', 'Specialistläkare i barnsjukdomar', 'Paediatrician'),
    specialtyId: 'LAS',
    kindId: 'VO',
    slotMinutes: 20,
    rateCents: 11900,
    healthCareTypes: privateOnly,
  },
  psychiatrist: {
    title: t('Psykiatrian erikoislääkäri', 'Specialistläkare i psykiatri', 'Psychiatrist'),
    specialtyId: 'PSY',
    kindId: 'VO',
    slotMinutes: 45,
    rateCents: 18900,
    healthCareTypes: all,
  },
  psychologist: { title: t('Psykologi', 'Psykolog', 'Psychologist'), specialtyId: 'PSO', kindId: 'VO', slotMinutes: 60, rateCents: 12000, healthCareTypes: all },
  endocrinologist: {
    title: t('Endokrinologian erikoislääkäri', 'Specialistläkare i endokrinologi', 'Endocrinologist'),
    specialtyId: 'ENDO',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 15900,
    healthCareTypes: privateOnly,
  },
  gynaecologist: {
    title: t('Naistentautien erikoislääkäri', 'Specialistläkare i kvinnosjukdomar', 'Gynaecologist'),
    specialtyId: 'GYN',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 14900,
    healthCareTypes: privateOnly,
  },
  neurologist: {
    title: t('Neurologian erikoislääkäri', 'Specialistläkare i neurologi', 'Neurologist'),
    specialtyId: 'NNA',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 15900,
    healthCareTypes: privateOnly,
  },
  geriatrician: {
    title: t('Geriatrian erikoislääkäri', 'Specialistläkare i geriatrik', 'Geriatrician'),
    specialtyId: 'GRG',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 13900,
    healthCareTypes: privateOnly,
  },
  dermatologist: {
    title: t('Ihotautien erikoislääkäri', 'Specialistläkare i hudsjukdomar', 'Dermatologist'),
    specialtyId: 'IHO',
    kindId: 'VO',
    slotMinutes: 20,
    rateCents: 12900,
    healthCareTypes: privateOnly,
  },
  ent: {
    title: t('Korva-, nenä- ja kurkkutautien erikoislääkäri', 'Specialistläkare i öron-, näs- och halssjukdomar', 'ENT specialist'),
    specialtyId: 'KNK',
    kindId: 'VO',
    slotMinutes: 20,
    rateCents: 12900,
    healthCareTypes: privateOnly,
  },
  orthopaedist: {
    title: t('Ortopedian erikoislääkäri', 'Specialistläkare i ortopedi', 'Orthopaedist'),
    specialtyId: 'ORT',
    kindId: 'VO',
    slotMinutes: 30,
    rateCents: 15900,
    healthCareTypes: privateOnly,
  },
  physiotherapist: { title: t('Fysioterapeutti', 'Fysioterapeut', 'Physiotherapist'), specialtyId: 'FYS', kindId: 'VO', slotMinutes: 45, rateCents: 7900, healthCareTypes: all },
  laboratory: { title: t('Laboratorio', 'Laboratorium', 'Laboratory'), specialtyId: 'LAB', kindId: 'LAB', slotMinutes: 5, rateCents: 1990, isResource: true, healthCareTypes: all },
  vaccinationRoom: {
    title: t('Rokotushuone', 'Vaccinationsrum', 'Vaccination room'),
    specialtyId: 'ROK',
    kindId: 'ROK',
    slotMinutes: 15,
    rateCents: 2500,
    isResource: true,
    healthCareTypes: ['private', 'occupational'],
  },
  xray: { title: t('Röntgen', 'Röntgen', 'X-ray'), specialtyId: 'KUV', kindId: 'KUV', slotMinutes: 15, rateCents: 8900, isResource: true, healthCareTypes: all },
};

export interface PractitionerSeed {
  id: number;
  name: string;
  role: RoleKey;
  /** The first is the home clinic; working days rotate through the list. */
  clinics: string[];
  /** Ends each shift with remote (video and phone) times. */
  remote?: boolean;
  /** Works weekends as well. */
  weekend?: boolean;
}

const p = (id: number, name: string, role: RoleKey, clinics: string[], flags: 'R' | 'W' | 'RW' | '' = ''): PractitionerSeed => ({
  id,
  name,
  role,
  clinics,
  remote: flags.includes('R'),
  weekend: flags.includes('W'),
});

export const PRACTITIONERS: readonly PractitionerSeed[] = [
  p(1, 'Aino Virtanen', 'gp', ['HKA', 'HIT'], 'RW'),
  p(2, 'Antti Nieminen', 'gp', ['HKA', 'ELE'], 'RW'),
  p(3, 'Sari Hämäläinen', 'gp', ['ELE', 'ETA']),
  p(4, 'Juha Mäkelä', 'gp', ['VTI', 'HIT'], 'RW'),
  p(5, 'Katja Heinonen', 'gp', ['TRE'], 'RW'),
  p(6, 'Timo Koskinen', 'gp', ['TKU'], 'W'),
  p(7, 'Riikka Järvinen', 'gp', ['OUL'], 'RW'),
  p(8, 'Petri Lehtinen', 'gp', ['JKL']),
  p(9, 'Hanna Saarinen', 'gp', ['LHT'], 'W'),
  p(10, 'Marko Kinnunen', 'occupationalPhysician', ['HKA', 'TRE'], 'R'),
  p(11, 'Tiina Rantanen', 'occupationalPhysician', ['TRE']),
  p(12, 'Heidi Salonen', 'occupationalNurse', ['TRE', 'HKA'], 'R'),
  p(13, 'Janne Tuominen', 'occupationalNurse', ['VTI']),
  p(14, 'Minna Karjalainen', 'nurse', ['HKA'], 'RW'),
  p(15, 'Pasi Laitinen', 'nurse', ['ELE'], 'W'),
  p(16, 'Satu Hiltunen', 'nurse', ['TRE'], 'W'),
  p(17, 'Ville Savolainen', 'psychiatrist', ['HKA'], 'R'),
  p(18, 'Elina Manninen', 'psychologist', ['HKA', 'ETA'], 'R'),
  p(19, 'Tuomas Kettunen', 'endocrinologist', ['ETA'], 'R'),
  p(20, 'Kirsi Miettinen', 'gynaecologist', ['HKA', 'ELE'], 'R'),
  p(21, 'Jukka Räsänen', 'neurologist', ['TRE'], 'R'),
  p(22, 'Outi Lindholm', 'geriatrician', ['TKU', 'HKA'], 'R'),
  p(23, 'Mika Leinonen', 'dermatologist', ['HKA', 'TKU']),
  p(24, 'Anne Pitkänen', 'ent', ['ELE', 'VTI']),
  p(25, 'Sami Aaltonen', 'orthopaedist', ['TRE', 'HKA']),
  p(26, 'Päivi Heikkilä', 'physiotherapist', ['HKA']),
  p(27, 'Teemu Hakala', 'physiotherapist', ['OUL']),
  p(28, 'Noora Koivisto', 'gp', ['HKA'], 'RW'),
  p(29, 'Lauri Ahonen', 'occupationalPhysician', ['OUL', 'JKL']),
  p(30, 'Maria Berg', 'gp', ['ETA'], 'RW'),
  p(31, 'Laboratorio, Kamppi', 'laboratory', ['HKA'], 'W'),
  p(32, 'Laboratorio, Tampere', 'laboratory', ['TRE'], 'W'),
  p(33, 'Rokotushuone, Kamppi', 'vaccinationRoom', ['HKA']),
  p(34, 'Röntgen, Leppävaara', 'xray', ['ELE']),
  p(35, 'Anna-Liisa Ojala', 'paediatrician', ['LRU', 'LOM'], 'RW'),
  p(36, 'Jussi Turunen', 'paediatrician', ['LOM'], 'W'),
  p(37, 'Sanna Hyvönen', 'paediatrician', ['LTR'], 'RW'),
  p(38, 'Eveliina Kallio', 'nurse', ['LRU'], 'W'),
  p(39, 'Oskari Peltonen', 'psychologist', ['LRU'], 'R'),
  p(40, 'Rokotushuone, Ruoholahti', 'vaccinationRoom', ['LRU']),
  p(41, 'Laboratorio, Turku', 'laboratory', ['TKU']),
  p(42, 'Laboratorio, Oulu', 'laboratory', ['OUL']),
];

export function practitionerSeed(id: number): PractitionerSeed {
  const seed = PRACTITIONERS.find((s) => s.id === id);
  if (!seed) throw new RangeError(`No practitioner ${id}`);
  return seed;
}

/** Rate ids: in person, remote and (for general practitioners) the fixed-price Y65V visit. */
export const rateId = {
  inPerson: (practitionerId: number) => practitionerId * 10 + 1,
  remote: (practitionerId: number) => practitionerId * 10 + 2,
  y65v: (practitionerId: number) => practitionerId * 10 + 3,
};

export const practitionerRows: Row<typeof practitioners>[] = PRACTITIONERS.map((seed) => {
  const role = ROLES[seed.role];
  const isResource = role.isResource ?? false;
  return {
    id: seed.id,
    name: seed.name,
    title: role.title,
    isResource,
    // The demo data has no portraits (the addresses it once gave led nowhere): the portal shows
    // each practitioner's initials instead.
    profilePictureUrl: null,
    description: isResource
      ? null
      : {
          fi: `${seed.name} on ${role.title.fi.toLowerCase()}, joka vastaanottaa Kajon toimipisteissä.`,
          sv: `${seed.name} är ${role.title.sv.toLowerCase()} och tar emot på Kajos mottagningar.`,
          en: `${seed.name} is a ${role.title.en.toLowerCase()} seeing patients at Kajo clinics.`,
        },
    // What the physiotherapists ask of everyone who books them (shown when reserving).
    appointmentReservationInfo:
      seed.role === 'physiotherapist'
        ? {
            fi: 'Ota mukaan väljät vaatteet, joissa voit liikkua.',
            sv: 'Ta med löst sittande kläder som du kan röra dig i.',
            en: 'Bring loose clothes you can move in.',
          }
        : null,
  };
});

export const practitionerClinicRows: Row<typeof practitionerClinics>[] = PRACTITIONERS.flatMap((seed) =>
  [...seed.clinics, ...(seed.remote ? ['RMT'] : [])].map((clinicId) => ({ practitionerId: seed.id, clinicId })),
);

export const practitionerSpecialtyRows: Row<typeof practitionerSpecialties>[] = PRACTITIONERS.map((seed) => ({
  practitionerId: seed.id,
  specialtyId: ROLES[seed.role].specialtyId,
}));

const OFFICE_FEE = { code: 'TOIM', name: t('Toimistomaksu', 'Expeditionsavgift', 'Office fee'), rateCents: 1490 };
const REMOTE_FEE = { code: 'ETA', name: t('Etäpalvelumaksu', 'Distanstjänstavgift', 'Remote service fee'), rateCents: 990 };

export function rateAndFeeRows(): { rates: Row<typeof practitionerRates>[]; fees: Row<typeof rateAdditionalFees>[] } {
  const rates: Row<typeof practitionerRates>[] = [];
  const fees: Row<typeof rateAdditionalFees>[] = [];
  for (const seed of PRACTITIONERS) {
    const role = ROLES[seed.role];
    const code = `${role.specialtyId}${role.slotMinutes}`;
    rates.push({ id: rateId.inPerson(seed.id), practitionerId: seed.id, code, name: role.title, rateCents: role.rateCents });
    fees.push({ rateId: rateId.inPerson(seed.id), position: 1, ...OFFICE_FEE });
    if (seed.remote) {
      rates.push({
        id: rateId.remote(seed.id),
        practitionerId: seed.id,
        code: `${code}E`,
        name: t(`${role.title.fi}, etävastaanotto`, `${role.title.sv}, distansmottagning`, `${role.title.en}, remote`),
        // Remote visits are priced a fifth lower, rounded to whole euros.
        rateCents: Math.round((role.rateCents * 0.8) / 100) * 100,
      });
      fees.push({ rateId: rateId.remote(seed.id), position: 1, ...REMOTE_FEE });
    }
    if (seed.role === 'gp') {
      rates.push({
        id: rateId.y65v(seed.id),
        practitionerId: seed.id,
        code: 'Y65V',
        name: t('65+ lääkärikäynti', '65+ läkarbesök', '65+ doctor visit'),
        rateCents: Y65V_FIXED_PRICE_CENTS,
      });
    }
  }
  return { rates, fees };
}
