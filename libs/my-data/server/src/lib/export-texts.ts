import type { ResourceType } from '@medplum/fhirtypes';
import type { Language } from '@portal/shared/util';

interface ExportTexts {
  title: string;
  createdAt: string;
  name: string;
  identityCode: string;
  birthDate: string;
  phone: string;
  email: string;
  address: string;
  none: string;
  cancelled: string;
  columns: { when: string; what: string; details: string };
  sections: readonly { heading: string; types: readonly ResourceType[] }[];
}

const order: readonly ResourceType[][] = [
  ['Appointment'],
  ['Encounter'],
  ['Observation', 'DiagnosticReport'],
  ['ServiceRequest'],
  ['MedicationRequest'],
  ['Immunization'],
  ['DocumentReference'],
  ['QuestionnaireResponse'],
  ['Communication'],
];
const sections = (headings: readonly string[]) => order.map((types, index) => ({ heading: headings[index] ?? '', types }));

/** The PDF copy's texts in the portal's three languages (the server's documents keep theirs beside them, as the receipts do). */
export const exportTexts: Record<Language, ExportTexts> = {
  fi: {
    title: 'Omat tietoni',
    createdAt: 'Muodostettu',
    name: 'Nimi',
    identityCode: 'Henkilötunnus',
    birthDate: 'Syntymäaika',
    phone: 'Puhelin',
    email: 'Sähköposti',
    address: 'Osoite',
    none: 'Ei tietoja.',
    cancelled: 'Peruttu',
    columns: { when: 'Aika', what: 'Tieto', details: 'Lisätiedot' },
    sections: sections(['Ajanvaraukset', 'Käynnit', 'Laboratorio- ja kuvantamistulokset', 'Lähetteet', 'Reseptit', 'Rokotukset', 'Todistukset', 'Kyselyt', 'Viestit']),
  },
  sv: {
    title: 'Mina uppgifter',
    createdAt: 'Skapad',
    name: 'Namn',
    identityCode: 'Personbeteckning',
    birthDate: 'Födelsedatum',
    phone: 'Telefon',
    email: 'E-post',
    address: 'Adress',
    none: 'Inga uppgifter.',
    cancelled: 'Avbokad',
    columns: { when: 'Tid', what: 'Uppgift', details: 'Mer information' },
    sections: sections(['Tidsbokningar', 'Besök', 'Laboratorie- och bilddiagnostikresultat', 'Remisser', 'Recept', 'Vaccinationer', 'Intyg', 'Enkäter', 'Meddelanden']),
  },
  en: {
    title: 'My data',
    createdAt: 'Created',
    name: 'Name',
    identityCode: 'Personal identity code',
    birthDate: 'Date of birth',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    none: 'No records.',
    cancelled: 'Cancelled',
    columns: { when: 'Time', what: 'Record', details: 'Details' },
    sections: sections(['Appointments', 'Visits', 'Laboratory and imaging results', 'Referrals', 'Prescriptions', 'Vaccinations', 'Certificates', 'Questionnaires', 'Messages']),
  },
};
