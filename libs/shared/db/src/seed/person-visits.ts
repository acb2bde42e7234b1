import type { medicalReportDiagnoses, medicalReports, medicalReportTexts } from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPerson } from './demo-persons';
import type { RoleKey } from './practitioners';
import { practitionerSeed } from './practitioners';
import type { AppointmentRow } from './slots';

export interface VisitRows {
  medicalReports: (typeof medicalReports.$inferInsert)[];
  diagnoses: (typeof medicalReportDiagnoses.$inferInsert)[];
  texts: (typeof medicalReportTexts.$inferInsert)[];
}

interface Report {
  diagnoses: [code: string, description: string][];
  texts: [title: string, body: string][];
}

const INFECTION: Report = {
  diagnoses: [['J06.9', 'Äkillinen ylähengitystieinfektio, määrittämätön']],
  texts: [
    ['Tulosyy', 'Kurkkukipua ja kuumetta kolme päivää.'],
    ['Tutkimukset', 'Yleistila hyvä. Nielu punoittaa, ei peitteitä. Keuhkoista ei poikkeavaa. CRP < 3.'],
    ['Hoito ja jatko', 'Oireenmukainen hoito. Uusi yhteys, jos oireet pitkittyvät yli viikon.'],
  ],
};
const BACK: Report = {
  diagnoses: [
    ['M54.5', 'Alaselän kipu'],
    ['Z73.3', 'Stressi, muualla luokittamaton'],
  ],
  texts: [
    ['Tulosyy', 'Alaselkäkipua kaksi viikkoa, ei säteilyä alaraajoihin.'],
    ['Tutkimukset', 'Lannerangan liikkuvuus hieman rajoittunut. Neurologisesti ei puutoksia.'],
    ['Hoito ja jatko', 'Kotiharjoitteet fysioterapeutin ohjeen mukaan. Tarvittaessa kipulääke.'],
  ],
};
const NURSING: Report = {
  diagnoses: [['Z71.8', 'Muu tarkennettu neuvonta']],
  texts: [
    ['Tulosyy', 'Verenpaineen seuranta ja laboratoriotulosten läpikäynti.'],
    ['Hoito ja jatko', 'Verenpaine 128/82. Jatketaan kotimittauksia, kontrolli puolen vuoden kuluttua.'],
  ],
};
const OCCUPATIONAL: Report = {
  diagnoses: [['Z10.0', 'Työterveystarkastus']],
  texts: [
    ['Tulosyy', 'Määräaikainen työterveystarkastus.'],
    ['Työkyky', 'Työkyky hyvä. Ei rajoitteita nykyisessä työssä.'],
    ['Suunnitelma', 'Seuraava tarkastus kolmen vuoden kuluttua.'],
  ],
};
const SENIOR: Report = {
  diagnoses: [['I10', 'Essentiaalinen verenpainetauti']],
  texts: [
    ['Tulosyy', 'Verenpainelääkityksen arvio.'],
    ['Hoito ja jatko', 'Lääkitys jatkuu ennallaan. Kontrolli vuoden kuluttua.'],
  ],
};
const OTITIS: Report = {
  diagnoses: [['H66.9', 'Välikorvatulehdus, määrittämätön']],
  texts: [
    ['Tulosyy', 'Korvakipua ja kuumetta yön aikana.'],
    ['Tutkimukset', 'Vasen tärykalvo punoittaa ja pullottaa.'],
    ['Hoito ja jatko', 'Amoksisilliinikuuri 7 vrk. Kontrolli tarvittaessa.'],
  ],
};
const CHECKUP: Report = {
  diagnoses: [['Z00.1', 'Lapsen rutiininomainen terveystarkastus']],
  texts: [['Käynnin kulku', 'Kasvu ja kehitys iänmukaisia. Rokotukset ajan tasalla.']],
};

const NURSES: readonly RoleKey[] = ['nurse', 'occupationalNurse'];

function reportFor(role: RoleKey, index: number): Report {
  switch (role) {
    case 'occupationalPhysician':
    case 'occupationalNurse':
      return OCCUPATIONAL;
    case 'geriatrician':
      return SENIOR;
    case 'paediatrician':
      return OTITIS;
    case 'nurse':
      return index > 0 ? NURSING : CHECKUP;
    default:
      return index % 2 === 0 ? INFECTION : BACK;
  }
}

export function visitsFor(ctx: SeedContext, person: DemoPerson, past: AppointmentRow[], out: VisitRows): void {
  const child = person.key === 'child' || person.key === 'teen';
  past.forEach((appointment, index) => {
    const role = practitionerSeed(appointment.practitionerId).role;
    const report = reportFor(role, child && role === 'nurse' ? 0 : index);
    const id = ctx.nextId('medical_reports');
    out.medicalReports.push({
      id,
      patientId: ctx.personId(person.key),
      organisationId: appointment.organisationId,
      appointmentId: appointment.id,
      dateTime: appointment.startDate,
      practitionerId: appointment.practitionerId,
      specialtyId: appointment.specialtyId,
      visitType: appointment.specialtyId === 'TTH' ? 'occupationalHealth' : 'private',
      visitKind: role === 'physiotherapist' ? 'physiotherapy' : NURSES.includes(role) ? 'nursing' : 'healthCare',
    });
    report.diagnoses.forEach(([code, description], i) => out.diagnoses.push({ reportId: id, position: i + 1, code, description }));
    report.texts.forEach(([title, body], i) => out.texts.push({ reportId: id, position: i + 1, title, body }));
  });
}
