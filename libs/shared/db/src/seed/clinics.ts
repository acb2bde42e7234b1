import type {
  clinics,
  linkedClinics,
  municipalities,
  municipalityNeighbours,
  organisationClinics,
  organisations,
} from '../lib/schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const organisationRows: Row<typeof organisations>[] = [
  { id: 'general', internalOrganization: 'KAJO', name: 'Kajo', cancellationHours: 24 },
  { id: 'children', internalOrganization: 'KAJOLAPSET', name: 'Kajo Lapset', cancellationHours: 24 },
];

// [code, Finnish, Swedish]; English uses the Finnish name.
const MUNICIPALITIES: readonly [string, string, string][] = [
  ['091', 'Helsinki', 'Helsingfors'],
  ['049', 'Espoo', 'Esbo'],
  ['092', 'Vantaa', 'Vanda'],
  ['235', 'Kauniainen', 'Grankulla'],
  ['257', 'Kirkkonummi', 'Kyrkslätt'],
  ['245', 'Kerava', 'Kervo'],
  ['837', 'Tampere', 'Tammerfors'],
  ['604', 'Pirkkala', 'Birkala'],
  ['211', 'Kangasala', 'Kangasala'],
  ['536', 'Nokia', 'Nokia'],
  ['853', 'Turku', 'Åbo'],
  ['202', 'Kaarina', 'S:t Karins'],
  ['680', 'Raisio', 'Reso'],
  ['564', 'Oulu', 'Uleåborg'],
  ['244', 'Kempele', 'Kempele'],
  ['179', 'Jyväskylä', 'Jyväskylä'],
  ['398', 'Lahti', 'Lahtis'],
];

export const municipalityRows: Row<typeof municipalities>[] = MUNICIPALITIES.map(([id, fi, sv]) => ({
  id,
  name: { fi, sv, en: fi },
}));

const NEIGHBOURS: readonly [string, string][] = [
  ['091', '049'],
  ['091', '092'],
  ['049', '092'],
  ['049', '235'],
  ['049', '257'],
  ['092', '245'],
  ['837', '604'],
  ['837', '211'],
  ['837', '536'],
  ['853', '202'],
  ['853', '680'],
  ['564', '244'],
];

export const municipalityNeighbourRows: Row<typeof municipalityNeighbours>[] = NEIGHBOURS.flatMap(([a, b]) => [
  { municipalityId: a, nearbyMunicipalityId: b },
  { municipalityId: b, nearbyMunicipalityId: a },
]);

interface ClinicSeed {
  id: string;
  name: string;
  organisations: ('general' | 'children')[];
  address?: [street: string, postalCode: string, postOffice: string, municipalityId: string];
  colorCode?: string;
}

// Remote ids are the spec's; what NRMT stands for is not said, so we made it the nurses' one.
const CLINICS: readonly ClinicSeed[] = [
  { id: 'HKA', name: 'Kajo Kamppi', organisations: ['general'], address: ['Urho Kekkosen katu 4', '00100', 'Helsinki', '091'] },
  { id: 'HIT', name: 'Kajo Itäkeskus', organisations: ['general'], address: ['Itäkatu 1', '00930', 'Helsinki', '091'] },
  { id: 'ELE', name: 'Kajo Leppävaara', organisations: ['general'], address: ['Leppävaarankatu 3', '02600', 'Espoo', '049'] },
  { id: 'ETA', name: 'Kajo Tapiola', organisations: ['general'], address: ['Länsituulentie 10', '02100', 'Espoo', '049'] },
  { id: 'VTI', name: 'Kajo Tikkurila', organisations: ['general'], address: ['Asematie 6', '01300', 'Vantaa', '092'] },
  { id: 'TRE', name: 'Kajo Tampere', organisations: ['general'], address: ['Hämeenkatu 10', '33100', 'Tampere', '837'] },
  { id: 'TKU', name: 'Kajo Turku', organisations: ['general'], address: ['Yliopistonkatu 24', '20100', 'Turku', '853'] },
  { id: 'OUL', name: 'Kajo Oulu', organisations: ['general'], address: ['Kirkkokatu 20', '90100', 'Oulu', '564'] },
  { id: 'JKL', name: 'Kajo Jyväskylä', organisations: ['general'], address: ['Kauppakatu 19', '40100', 'Jyväskylä', '179'] },
  { id: 'LHT', name: 'Kajo Lahti', organisations: ['general'], address: ['Aleksanterinkatu 18', '15110', 'Lahti', '398'] },
  {
    id: 'LRU',
    name: 'Kajo Lapset Ruoholahti',
    organisations: ['children'],
    address: ['Itämerenkatu 11', '00180', 'Helsinki', '091'],
    colorCode: '#F28C28',
  },
  {
    id: 'LOM',
    name: 'Kajo Lapset Iso Omena',
    organisations: ['children'],
    address: ['Piispansilta 11', '02230', 'Espoo', '049'],
    colorCode: '#2A9D8F',
  },
  {
    id: 'LTR',
    name: 'Kajo Lapset Tampere',
    organisations: ['children'],
    address: ['Satakunnankatu 18', '33210', 'Tampere', '837'],
    colorCode: '#7B61FF',
  },
  { id: 'RMT', name: 'Kajo Etävastaanotto', organisations: ['general', 'children'] },
  { id: 'CHA', name: 'Kajo Chat', organisations: ['general'] },
  { id: 'OS', name: 'Kajo Verkkopalvelu', organisations: ['general'] },
  { id: 'NRMT', name: 'Kajo Hoitajan etävastaanotto', organisations: ['general'] },
];

export const REMOTE_CLINIC = 'RMT';

function arrivalInfo(seed: ClinicSeed): Row<typeof clinics>['cmsContent'] {
  const remote = seed.address === undefined;
  return {
    name: { fi: seed.name, sv: seed.name, en: seed.name },
    arrivalInfo: remote
      ? {
          fi: 'Saat linkin tai soiton varattuna aikana. Varmista, että puhelimesi on päällä.',
          sv: 'Du får en länk eller ett samtal vid den bokade tiden. Se till att telefonen är på.',
          en: 'You will get a link or a call at the booked time. Make sure your phone is on.',
        }
      : {
          fi: 'Ilmoittaudu vastaanottoautomaatilla tai aulan palvelupisteessä. Pysäköinti kadunvarressa.',
          sv: 'Anmäl dig vid automaten eller i receptionen i entréhallen. Parkering längs gatan.',
          en: 'Check in at the kiosk or at the reception in the lobby. Street parking nearby.',
        },
    covid19TestSiteName: seed.id === 'HKA' ? 'Kajo Kamppi, näytteenotto' : null,
    covid19TestSiteAddress: seed.id === 'HKA' ? 'Urho Kekkosen katu 4, sisäpiha' : null,
    covid19ArrivalInfo:
      seed.id === 'HKA'
        ? {
            fi: 'Tule testiin sisäpihan ovesta, älä odota aulassa.',
            sv: 'Kom till testet via innergårdens dörr, vänta inte i entréhallen.',
            en: 'Come to the test through the courtyard door; do not wait in the lobby.',
          }
        : null,
  };
}

export const clinicRows: Row<typeof clinics>[] = CLINICS.map((seed) => ({
  id: seed.id,
  name: seed.name,
  street: seed.address?.[0] ?? null,
  postalCode: seed.address?.[1] ?? null,
  postOffice: seed.address?.[2] ?? null,
  municipalityId: seed.address?.[3] ?? null,
  isRemote: seed.address === undefined,
  cmsContent: arrivalInfo(seed),
  colorCode: seed.colorCode ?? null,
}));

export const organisationClinicRows: Row<typeof organisationClinics>[] = CLINICS.flatMap((seed) =>
  seed.organisations.map((organisationId) => ({ organisationId, clinicId: seed.id })),
);

const LINKED: readonly [string, string][] = [
  ['HKA', 'HIT'],
  ['ELE', 'ETA'],
  ['LRU', 'LOM'],
];

export const linkedClinicRows: Row<typeof linkedClinics>[] = LINKED.flatMap(([a, b]) => [
  { clinicId: a, linkedClinicId: b },
  { clinicId: b, linkedClinicId: a },
]);

export function organisationOfClinic(clinicId: string): 'general' | 'children' {
  return CLINICS.find((c) => c.id === clinicId)?.organisations[0] ?? 'general';
}
