import { addCalendarDays } from '@portal/shared/util';
import type { certificates, prescriptions, vaccinations } from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPerson } from './demo-persons';

export interface RecordRows {
  certificates: (typeof certificates.$inferInsert)[];
  vaccinations: (typeof vaccinations.$inferInsert)[];
  prescriptions: (typeof prescriptions.$inferInsert)[];
}

const isChild = (person: DemoPerson): boolean => person.key === 'child' || person.key === 'teen';

function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

// [name, days ago, valid for days (null: no end)]
type AdultVaccination = [string, number, number | null];

const FLU = 'Influenssarokote (Vaxigrip Tetra)';
const COVID = 'Koronavirusrokote (Comirnaty)';
const ADULT_VACCINATIONS: readonly AdultVaccination[] = [
  [FLU, 40, 180],
  [FLU, 405, 180],
  [FLU, 770, 180],
  [COVID, 60, null],
  [COVID, 420, null],
  ['Jäykkäkouristus-kurkkumätä-hinkuyskä (Boostrix)', 1500, 3650],
  ['Puutiaisaivokuumerokote (TicoVac)', 900, null],
  ['Puutiaisaivokuumerokote (TicoVac)', 870, null],
  ['Puutiaisaivokuumerokote (TicoVac)', 560, 1095],
  ['Hepatiitti A- ja B-rokote (Twinrix)', 2000, null],
  ['Hepatiitti A- ja B-rokote (Twinrix)', 1970, null],
  ['Hepatiitti A- ja B-rokote (Twinrix)', 1820, 7300],
];

// The private customer travels and has enough vaccinations to fill more than one page (25).
const TRAVELLER_EXTRA: readonly AdultVaccination[] = [
  ...[1135, 1500, 1865, 2230, 2595, 2960, 3325].map((days): AdultVaccination => [FLU, days, 180]),
  [COVID, 785, null],
  [COVID, 1150, null],
  [COVID, 1300, null],
  ['Keltakuumerokote (Stamaril)', 2400, null],
  ['Japanilaisen aivotulehduksen rokote (Ixiaro)', 2430, null],
  ['Japanilaisen aivotulehduksen rokote (Ixiaro)', 2402, 365],
  ['Lavantautirokote (Typhim Vi)', 2410, 1095],
  ['MPR-rokote (Priorix)', 3000, null],
  ['Kolerarokote (Dukoral)', 2420, 730],
];

const SENIOR_EXTRA: readonly AdultVaccination[] = [
  ['Pneumokokkirokote (Prevenar 20)', 300, null],
  ['Vyöruusurokote (Shingrix)', 250, null],
  ['Vyöruusurokote (Shingrix)', 130, null],
];

// The national programme: [name, age in months].
const CHILD_PROGRAMME: readonly [string, number][] = [
  ['Rotavirusrokote (Rotarix)', 2],
  ['Rotavirusrokote (Rotarix)', 3],
  ['Rotavirusrokote (Rotarix)', 5],
  ['Viitosrokote DTaP-IPV-Hib (Pentavac)', 3],
  ['Viitosrokote DTaP-IPV-Hib (Pentavac)', 5],
  ['Viitosrokote DTaP-IPV-Hib (Pentavac)', 12],
  ['Pneumokokkirokote (Synflorix)', 3],
  ['Pneumokokkirokote (Synflorix)', 5],
  ['Pneumokokkirokote (Synflorix)', 12],
  ['MPRV-rokote (Priorix-Tetra)', 18],
  ['Nelosrokote DTaP-IPV (Tetraxim)', 48],
  ['MPRV-rokote (Priorix-Tetra)', 72],
  ['HPV-rokote (Cervarix)', 144],
  ['HPV-rokote (Cervarix)', 150],
];

function vaccinationsFor(ctx: SeedContext, person: DemoPerson, out: RecordRows, vaccinatorId: number): void {
  const patientId = ctx.personId(person.key);
  if (isChild(person)) {
    for (const [name, months] of CHILD_PROGRAMME) {
      const date = addMonths(person.birthDate, months);
      if (date >= ctx.today) continue;
      out.vaccinations.push({ id: ctx.nextId('vaccinations'), patientId, name, date, effectiveUntil: null, practitionerId: vaccinatorId });
    }
    return;
  }
  const list = [
    ...ADULT_VACCINATIONS,
    ...(person.key === 'private' ? TRAVELLER_EXTRA : []),
    ...(person.key === 'kela65' ? SENIOR_EXTRA : []),
  ];
  for (const [name, daysAgo, validDays] of list) {
    const date = ctx.day(-daysAgo);
    out.vaccinations.push({
      id: ctx.nextId('vaccinations'),
      patientId,
      name,
      date,
      effectiveUntil: validDays === null ? null : addCalendarDays(date, validDays),
      practitionerId: vaccinatorId,
    });
  }
}

type Prescription = Omit<typeof prescriptions.$inferInsert, 'id' | 'patientId' | 'practitionerId' | 'issuedDate'> & { daysAgo: number };

const rx = (
  medicineName: string,
  strength: string,
  medicineType: string,
  packageUnit: string,
  [packageSize, packageCount, totalAmount]: [number, number, number],
  treatment: [number, 'days' | 'weeks' | 'months'] | null,
  dosageGuide: string,
  usageGuide: string,
  isRenewable: boolean,
  daysAgo: number,
): Prescription => ({
  medicineName,
  strength,
  medicineType,
  packageUnit,
  packageSize,
  packageCount,
  totalAmount,
  treatmentLength: treatment?.[0] ?? null,
  treatmentLengthUnit: treatment?.[1] ?? null,
  dosageGuide,
  usageGuide,
  isRenewable,
  daysAgo,
});

const ADULT_PRESCRIPTIONS: readonly Prescription[] = [
  rx('Burana', '600 mg', 'tabletti', 'kpl', [30, 1, 30], [10, 'days'], '1 tabletti tarvittaessa enintään 3 kertaa vuorokaudessa', 'Kipuun ja kuumeeseen', false, 2),
  rx('Amorion', '500 mg', 'kapseli', 'kpl', [21, 1, 21], [7, 'days'], '1 kapseli 3 kertaa vuorokaudessa', 'Bakteeri-infektioon', false, 35),
  rx('Levaxin', '50 mikrog', 'tabletti', 'kpl', [100, 1, 100], [3, 'months'], '1 tabletti aamulla tyhjään mahaan', 'Kilpirauhasen vajaatoimintaan', true, 300),
  rx('Ventoline Evohaler', '0,1 mg/annos', 'inhalaatiosumute', 'annosta', [200, 2, 400], [6, 'months'], '1–2 inhalaatiota tarvittaessa', 'Hengenahdistukseen', true, 150),
  rx('Hydrocortison', '1 %', 'emulsiovoide', 'g', [30, 1, 30], null, 'Ohuelti iholle 1–2 kertaa päivässä', 'Ihottumaan', false, 500),
];

const SENIOR_PRESCRIPTIONS: readonly Prescription[] = [
  rx('Amlodipin Orion', '5 mg', 'tabletti', 'kpl', [100, 1, 100], [3, 'months'], '1 tabletti kerran päivässä', 'Verenpaineeseen', true, 200),
  rx('Metformin Sandoz', '500 mg', 'tabletti', 'kpl', [100, 2, 200], [3, 'months'], '1 tabletti 2 kertaa päivässä aterian yhteydessä', 'Diabetekseen', true, 90),
  rx('Primaspan', '100 mg', 'enterotabletti', 'kpl', [100, 1, 100], [3, 'months'], '1 tabletti kerran päivässä', 'Veritulppien ehkäisyyn', true, 380),
];

const CHILD_PRESCRIPTIONS: Readonly<Record<'child' | 'teen', readonly Prescription[]>> = {
  child: [
    rx('Burana', '20 mg/ml', 'oraalisuspensio', 'ml', [100, 1, 100], [5, 'days'], '7,5 ml tarvittaessa enintään 3 kertaa vuorokaudessa', 'Kipuun ja kuumeeseen', false, 9),
    rx('Amorion', '100 mg/ml', 'oraalisuspensio', 'ml', [60, 1, 60], [7, 'days'], '5 ml 2 kertaa vuorokaudessa', 'Välikorvatulehdukseen', false, 300),
  ],
  teen: [
    rx('Zyrtec', '10 mg', 'tabletti', 'kpl', [30, 1, 30], [1, 'months'], '1 tabletti kerran päivässä', 'Siitepölyallergiaan', true, 21),
    rx('Burana', '400 mg', 'tabletti', 'kpl', [20, 1, 20], [5, 'days'], '1 tabletti tarvittaessa enintään 3 kertaa vuorokaudessa', 'Kipuun', false, 180),
  ],
};

function prescriptionsFor(ctx: SeedContext, person: DemoPerson, out: RecordRows, prescriberId: number): void {
  const list =
    person.key === 'child' || person.key === 'teen'
      ? CHILD_PRESCRIPTIONS[person.key]
      : [...ADULT_PRESCRIPTIONS, ...(person.key === 'kela65' ? SENIOR_PRESCRIPTIONS : [])];
  for (const { daysAgo, ...prescription } of list) {
    out.prescriptions.push({
      ...prescription,
      id: ctx.nextId('prescriptions'),
      patientId: ctx.personId(person.key),
      practitionerId: prescriberId,
      issuedDate: ctx.day(-daysAgo),
    });
  }
}

/** The children's brand has no certificates, so only adults get them. */
function certificatesFor(ctx: SeedContext, person: DemoPerson, out: RecordRows, doctorId: number, nurseId: number): void {
  if (isChild(person)) return;
  const spells: [RecordRows['certificates'][number]['type'], number, number, number][] = [
    ['nurse', 30, 3, nurseId],
    ['medicalCertificateA', 200, 7, doctorId],
    ['medicalCertificateA', 650, 14, doctorId],
  ];
  for (const [type, daysAgo, days, practitionerId] of spells) {
    const id = ctx.nextId('certificates');
    out.certificates.push({
      id,
      patientId: ctx.personId(person.key),
      type,
      creationDate: ctx.day(-daysAgo),
      validFrom: ctx.day(-daysAgo),
      validUntil: ctx.day(-daysAgo + days - 1),
      practitionerId,
      pdfStorageKey: `demo/certificates/${id}.pdf`,
    });
  }
}

export interface Caregivers {
  doctorId: number;
  nurseId: number;
  vaccinatorId: number;
}

export function recordsFor(ctx: SeedContext, person: DemoPerson, caregivers: Caregivers, out: RecordRows): void {
  certificatesFor(ctx, person, out, caregivers.doctorId, caregivers.nurseId);
  vaccinationsFor(ctx, person, out, caregivers.vaccinatorId);
  prescriptionsFor(ctx, person, out, caregivers.doctorId);
}
