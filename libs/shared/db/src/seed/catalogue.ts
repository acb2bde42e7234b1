import type { appointmentKinds, LocalizedText, specialties } from '../lib/schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

type Referral = Row<typeof specialties>['occupationalReferral'];

// [id, fi, sv, en, occupational referral]. The spec names PSY, ENDO, GYN, NNA and GRG without
// saying what they are; NNA as neurology and GRG as geriatrics are our reading.
const SPECIALTIES: readonly [string, string, string, string, Referral][] = [
  ['YL', 'Yleislääketiede', 'Allmänmedicin', 'General practice', 'none'],
  ['LAS', 'Lastentaudit', 'Barnsjukdomar', 'Paediatrics', 'none'],
  ['SH', 'Sairaanhoitajan vastaanotto', 'Sjukskötarmottagning', 'Nurse appointment', 'none'],
  ['TTH', 'Työterveyshuolto', 'Företagshälsovård', 'Occupational health care', 'none'],
  ['PSY', 'Psykiatria', 'Psykiatri', 'Psychiatry', 'doctorReferral'],
  ['PSO', 'Psykologia', 'Psykologi', 'Psychology', 'referral'],
  ['ENDO', 'Endokrinologia', 'Endokrinologi', 'Endocrinology', 'doctorReferral'],
  ['GYN', 'Naistentaudit ja synnytykset', 'Kvinnosjukdomar och förlossningar', 'Gynaecology and obstetrics', 'none'],
  ['NNA', 'Neurologia', 'Neurologi', 'Neurology', 'specialtyReferral'],
  ['GRG', 'Geriatria', 'Geriatrik', 'Geriatrics', 'doctorReferral'],
  ['IHO', 'Ihotaudit', 'Hudsjukdomar', 'Dermatology', 'doctorReferral'],
  ['KNK', 'Korva-, nenä- ja kurkkutaudit', 'Öron-, näs- och halssjukdomar', 'Ear, nose and throat diseases', 'none'],
  ['ORT', 'Ortopedia', 'Ortopedi', 'Orthopaedics', 'doctorReferral'],
  ['FYS', 'Fysioterapia', 'Fysioterapi', 'Physiotherapy', 'referral'],
  ['LAB', 'Laboratorio', 'Laboratorium', 'Laboratory', 'doctorReferral'],
  ['ROK', 'Rokotukset', 'Vaccinationer', 'Vaccinations', 'none'],
  ['KUV', 'Kuvantaminen', 'Bilddiagnostik', 'Imaging', 'doctorReferral'],
];

export const specialtyRows: Row<typeof specialties>[] = SPECIALTIES.map(([id, fi, sv, en, occupationalReferral]) => ({
  id,
  name: { fi, sv, en },
  title: { fi, sv, en },
  description: {
    fi: `${fi}: varaa aika verkossa tai soita asiakaspalveluun.`,
    sv: `${sv}: boka tid på nätet eller ring kundtjänsten.`,
    en: `${en}: book online or call customer service.`,
  },
  appointmentReservationInfo:
    id === 'LAB'
      ? {
          fi: 'Tule näytteenottoon ravinnotta, ellei lähetteessä toisin mainita.',
          sv: 'Kom fastande till provtagningen om inte remissen säger något annat.',
          en: 'Come to the sample fasting unless the referral says otherwise.',
        }
      : null,
  webReservationAllowed: id !== 'KUV',
  occupationalReferral,
}));

interface KindSeed {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  location: Row<typeof appointmentKinds>['defaultLocationType'];
  covid?: boolean;
}

const KINDS: readonly KindSeed[] = [
  {
    id: 'VO',
    title: { fi: 'Vastaanottokäynti', sv: 'Mottagningsbesök', en: 'Clinic visit' },
    description: { fi: 'Käynti vastaanotolla.', sv: 'Besök på mottagningen.', en: 'A visit at the clinic.' },
    location: 'PhysicalLocation',
  },
  {
    id: 'VETA',
    title: { fi: 'Videovastaanotto', sv: 'Videomottagning', en: 'Video appointment' },
    description: {
      fi: 'Saat videolinkin tekstiviestillä ennen vastaanoton alkua.',
      sv: 'Du får en videolänk per sms före mottagningen.',
      en: 'You will get a video link by text message before the appointment.',
    },
    location: 'RemoteAppointment',
  },
  {
    id: 'PUH',
    title: { fi: 'Puhelinvastaanotto', sv: 'Telefonmottagning', en: 'Phone appointment' },
    description: {
      fi: 'Ammattilainen soittaa sinulle varattuna aikana.',
      sv: 'Yrkespersonen ringer dig vid den bokade tiden.',
      en: 'The professional will call you at the booked time.',
    },
    location: 'PhoneAppointment',
  },
  {
    id: 'Y65V',
    title: { fi: '65+ Kela-korvattu lääkärikäynti', sv: '65+ FPA-ersatt läkarbesök', en: '65+ Kela-reimbursed doctor visit' },
    description: {
      fi: 'Yli 65-vuotiaan lääkärikäynti kiinteään hintaan Kela-korvaus huomioituna.',
      sv: 'Läkarbesök för personer över 65 år till fast pris med FPA-ersättningen avdragen.',
      en: 'A doctor visit for people over 65 at a fixed price, Kela reimbursement deducted.',
    },
    location: 'PhysicalLocation',
  },
  {
    id: 'LAB',
    title: { fi: 'Laboratoriokäynti', sv: 'Laboratoriebesök', en: 'Laboratory visit' },
    description: {
      fi: 'Näytteenotto lähetteen perusteella.',
      sv: 'Provtagning enligt remiss.',
      en: 'Samples taken according to a referral.',
    },
    location: 'PhysicalLocation',
  },
  {
    id: 'ROK',
    title: { fi: 'Rokotus', sv: 'Vaccination', en: 'Vaccination' },
    description: { fi: 'Rokotuskäynti.', sv: 'Vaccinationsbesök.', en: 'A vaccination visit.' },
    location: 'PhysicalLocation',
  },
  {
    id: 'KUV',
    title: { fi: 'Röntgenkuvaus', sv: 'Röntgenundersökning', en: 'X-ray examination' },
    description: { fi: 'Kuvaus lähetteen perusteella.', sv: 'Röntgen enligt remiss.', en: 'Imaging on a referral.' },
    location: 'PhysicalLocation',
  },
  {
    id: 'NEU',
    title: { fi: 'Neuvottelu', sv: 'Överläggning', en: 'Meeting' },
    description: {
      fi: 'Työkykyneuvottelu työnantajan ja työterveyshuollon kanssa.',
      sv: 'Möte om arbetsförmåga med arbetsgivaren och företagshälsovården.',
      en: 'A work-ability meeting with the employer and occupational health care.',
    },
    location: 'MeetingAppointment',
  },
  {
    id: 'COV',
    title: { fi: 'Koronatesti', sv: 'Coronatest', en: 'COVID-19 test' },
    description: { fi: 'Koronavirusnäyte.', sv: 'Coronavirusprov.', en: 'A coronavirus sample.' },
    location: 'PhysicalLocation',
    covid: true,
  },
];

export const kindRows: Row<typeof appointmentKinds>[] = KINDS.map((kind) => ({
  id: kind.id,
  title: kind.title,
  description: kind.description,
  appointmentReservationInfo: null,
  defaultLocationType: kind.location,
  isCovidTestAppointment: kind.covid ?? false,
  conceptCode: null,
}));
