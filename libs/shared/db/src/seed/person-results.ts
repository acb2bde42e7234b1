import type { imagingResults, labResults, referrals } from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPerson } from './demo-persons';

export interface ResultRows {
  referrals: (typeof referrals.$inferInsert)[];
  labResults: (typeof labResults.$inferInsert)[];
  imagingResults: (typeof imagingResults.$inferInsert)[];
}

type Lab = typeof labResults.$inferInsert;

// [displayName, code, unit, min, max, value]: value is a number, or text for a textual result,
// or 'sampled' / 'referral' for a test without a result yet.
type TestSeed = [string, string, string | null, number | null, number | null, number | string, Partial<Lab>?];
type Group = { name: string; code: string; items: TestSeed[] } | TestSeed;

const PVK: Group = {
  name: 'Perusverenkuva',
  code: 'B-PVK',
  items: [
    ['Hemoglobiini', 'B-Hb', 'g/l', 117, 167, 138],
    ['Leukosyytit', 'B-Leuk', 'E9/l', 3.4, 8.2, 6.1],
    ['Trombosyytit', 'B-Trom', 'E9/l', 150, 360, 245],
    ['Erytrosyytit', 'B-Eryt', 'E12/l', 3.9, 5.8, 4.6],
    ['Hematokriitti', 'B-HKR', '%', 35, 50, 42],
  ],
};
const LIPIDS: Group = {
  name: 'Lipidit',
  code: 'fP-Lipidit',
  items: [
    ['Kolesteroli', 'fP-Kol', 'mmol/l', null, 5, 5.6],
    ['LDL-kolesteroli', 'fP-Kol-LDL', 'mmol/l', null, 3, 3.4],
    ['HDL-kolesteroli', 'fP-Kol-HDL', 'mmol/l', 1, null, 1.4],
    ['Triglyseridit', 'fP-Trigly', 'mmol/l', null, 1.7, 1.2],
  ],
};
/** The same package measured earlier, with other values: the trends of its tests have a history. */
function measuredEarlier(group: { name: string; code: string; items: TestSeed[] }, values: readonly number[]): Group {
  return { ...group, items: group.items.map((item, i) => [item[0], item[1], item[2], item[3], item[4], values[i] ?? item[5]]) };
}

const CRP_LOW: TestSeed = ['C-reaktiivinen proteiini', 'P-CRP', 'mg/l', null, 3, 3, { resultPrefix: 'lessThan' }];
const STREP: TestSeed = ['Nielun streptokokki A -pikatesti', 'Ns-StrAAg', null, null, null, 'Negatiivinen'];

const ADULT_DATES: readonly [number, Group[]][] = [
  [2, [PVK, CRP_LOW, ['Tyreotropiini', 'P-TSH', 'mU/l', 0.5, 3.6, 'sampled'], ['Glykoitunut hemoglobiini', 'B-HbA1c', 'mmol/mol', 20, 42, 'referral']]],
  [
    40,
    [
      LIPIDS,
      ['Glukoosi', 'fP-Gluk', 'mmol/l', 4, 6, 5.4],
      ['Virtsan kemiallinen seulonta', 'U-KemSeul', null, null, null, 'Ei poikkeavaa', { additionalResult: 'Nitriitti negatiivinen, leukosyytit negatiivinen.' }],
    ],
  ],
  [
    400,
    [
      ['Glykoitunut hemoglobiini', 'B-HbA1c', 'mmol/mol', 20, 42, 38, { description: 'Kuvaa veren sokeritasoa noin kolmen kuukauden ajalta.' }],
      ['Kreatiniini', 'P-Krea', 'µmol/l', 50, 110, 84],
    ],
  ],
  // Earlier checks, so that the trends of the blood count and the lipids have a course: the
  // haemoglobin was once low, the cholesterol has risen.
  [560, [measuredEarlier(PVK, [112, 5.4, 231, 4.1, 37]), measuredEarlier(LIPIDS, [4.6, 2.7, 1.5, 1.0])]],
  [760, [measuredEarlier(PVK, [126, 6.8, 262, 4.4, 40]), measuredEarlier(LIPIDS, [4.9, 2.9, 1.3, 1.3])]],
];

const CHILD_DATES: readonly [number, Group[]][] = [
  [9, [PVK, ['C-reaktiivinen proteiini', 'P-CRP', 'mg/l', null, 10, 12], STREP]],
  [300, [STREP]],
  [480, [measuredEarlier(PVK, [129, 7.2, 280, 4.5, 39]), ['C-reaktiivinen proteiini', 'P-CRP', 'mg/l', null, 10, 4]]],
];

function testRow(ctx: SeedContext, base: Pick<Lab, 'patientId' | 'referralId' | 'resultDate'>, position: number, test: TestSeed, packageId: number | null): Lab {
  const [displayName, code, unit, min, max, value, extra] = test;
  const pending = value === 'sampled' || value === 'referral';
  const numeric = typeof value === 'number';
  const within = numeric && (min === null || value >= min) && (max === null || value <= max);
  return {
    id: ctx.nextId('lab_results'),
    ...base,
    packageId,
    position,
    displayName,
    code,
    isPackage: false,
    status: pending ? value : 'ready',
    isReady: !pending,
    resultType: pending ? null : numeric ? 'numeric' : 'textual',
    resultText: !pending && !numeric ? value : null,
    resultNumber: numeric ? value : null,
    resultPrefix: null,
    isWithinReferenceRange: pending ? null : numeric ? within : true,
    unit,
    referenceRangeMin: min,
    referenceRangeMax: max,
    description: null,
    additionalResult: null,
    ...extra,
  };
}

function labResultsFor(ctx: SeedContext, person: DemoPerson, referralId: number, out: ResultRows): void {
  const child = person.key === 'child' || person.key === 'teen';
  const patientId = ctx.personId(person.key);
  for (const [daysAgo, groups] of child ? CHILD_DATES : ADULT_DATES) {
    const base = { patientId, referralId: daysAgo < 30 ? referralId : null, resultDate: ctx.day(-daysAgo) };
    groups.forEach((group, position) => {
      if (Array.isArray(group)) {
        out.labResults.push(testRow(ctx, base, position + 1, group, null));
        return;
      }
      const packageId = ctx.nextId('lab_results');
      const items = group.items.map((item, i) => testRow(ctx, base, i + 1, item, packageId));
      out.labResults.push(
        { id: packageId, ...base, packageId: null, position: position + 1, displayName: group.name, code: group.code, isPackage: true, status: 'ready', isReady: items.every((i) => i.isReady) },
        ...items,
      );
    });
  }
}

// [type, title, description, created days ago, valid until (days from today)]
type ReferralSeed = [ResultRows['referrals'][number]['type'], string, string, number, number];
const REFERRALS: readonly ReferralSeed[] = [
  ['laboratory', 'Laboratoriotutkimukset: perusverenkuva, CRP, TSH', 'Näytteenotto ilman ajanvarausta arkisin 7–18.', 5, 60],
  ['laboratory', 'Lipidit ja glukoosi', 'Tule näytteenottoon aamulla ravinnotta (12 tunnin paasto).', 1, 1],
  ['laboratory', 'Virtsan kemiallinen seulonta', 'Ota aamuvirtsanäyte mukaan.', 200, -20],
  ['imaging', 'Polven magneettitutkimus, oikea', 'Varaa aika kuvantamisyksikköön. Poista metalliesineet ennen tutkimusta.', 10, 25],
  ['imaging', 'Keuhkojen röntgenkuvaus (PA ja sivu)', 'Kuvaus ilman ajanvarausta.', 60, -30],
];

const referralsOf = (person: DemoPerson): readonly ReferralSeed[] => (person.key === 'child' || person.key === 'teen' ? REFERRALS.slice(0, 2) : REFERRALS);

function referralRow(ctx: SeedContext, person: DemoPerson, doctorId: number, [type, title, description, daysAgo, validFor]: ReferralSeed): ResultRows['referrals'][number] & { id: number } {
  return {
    id: ctx.nextId('referrals'),
    patientId: ctx.personId(person.key),
    type,
    title,
    description,
    creationDate: ctx.day(-daysAgo),
    validUntil: ctx.day(validFor),
    practitionerId: doctorId,
    // The clinical system's instructions page: the development server's stand-in for it.
    patientInstructionsUrl: `/dev-outside/patient-instructions/${type}`,
  };
}

/** The titles of the person's referrals that the seed makes still valid on its day. */
export function validReferralTitles(person: DemoPerson): string[] {
  return referralsOf(person)
    .filter(([, , , , validFor]) => validFor >= 0)
    .map(([, title]) => title);
}

/** For the roll-forward: the referral titled `title` as the seed makes it, dated from `ctx.today`. */
export function referralFor(ctx: SeedContext, person: DemoPerson, doctorId: number, title: string, out: ResultRows): void {
  const seed = referralsOf(person).find(([, t]) => t === title);
  if (!seed) throw new RangeError(`No referral '${title}' for ${person.key}`);
  out.referrals.push(referralRow(ctx, person, doctorId, seed));
}

export function resultsFor(ctx: SeedContext, person: DemoPerson, doctorId: number, out: ResultRows): void {
  const patientId = ctx.personId(person.key);
  const child = person.key === 'child' || person.key === 'teen';
  const ids: number[] = [];
  for (const seed of referralsOf(person)) {
    const referral = referralRow(ctx, person, doctorId, seed);
    ids.push(referral.id);
    out.referrals.push(referral);
  }
  labResultsFor(ctx, person, ids[0] ?? 0, out);

  const imaging: [number, string | null, string | null, number | null][] = child
    ? person.key === 'child'
      ? [[300, 'Ranteen röntgenkuvaus, vasen', 'Ei murtumaa. Pehmytkudosturvotusta rannealueella.', null]]
      : []
    : [
        [40, 'Keuhkojen röntgenkuvaus (PA ja sivu)', 'Keuhkokentät ovat puhtaat. Sydämen koko normaali. Ei akuuttia muutosta.', ids[4] ?? null],
        [3, 'Polven magneettitutkimus, oikea', null, ids[3] ?? null],
        ...(person.key === 'kela65' ? [[400, null, 'Lonkkanivelissä lieviä kulumamuutoksia.', null] as [number, null, string, null]] : []),
      ];
  for (const [daysAgo, examinationName, statementText, referralId] of imaging) {
    out.imagingResults.push({ id: ctx.nextId('imaging_results'), patientId, referralId, imagingDate: ctx.day(-daysAgo), examinationName, statementText });
  }
}
