import type { CodeableConcept, Patient, Quantity, QuestionnaireResponse, Resource } from '@medplum/fhirtypes';
import type { ApiConfig, PdfDetail, TaggedTable } from '@portal/shared/server';
import { FINNISH_IDENTITY_CODE_SYSTEM, formatPdfDate, headerCell, PDF_MARGIN, pdfFontFiles, startTaggedPdf } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { formatTime, helsinkiDateString } from '@portal/shared/util';
import { exportTexts } from './export-texts';

const STRIPE = '#f3f3f3';
const HEADER_SHADE = '#e4e4e4';

/** A record's line in the PDF: when, what, and the rest in a few words. */
interface Line {
  when: string | undefined;
  what: string;
  details: string;
}

const text = (concept: CodeableConcept | undefined): string => concept?.text ?? concept?.coding?.[0]?.display ?? concept?.coding?.[0]?.code ?? '';
const texts = (concepts: readonly CodeableConcept[] | undefined): string => (concepts ?? []).map(text).filter(Boolean).join(', ');
const quantity = (value: Quantity | undefined): string => (value?.value === undefined ? '' : `${value.value}${value.unit ? ` ${value.unit}` : ''}`);
const joined = (...parts: (string | undefined | null | false)[]): string => parts.filter(Boolean).join(' · ');

/** The title of the questionnaire a response names by a contained Questionnaire (`#id`), if it does. */
function questionnaireTitle(response: QuestionnaireResponse): string | undefined {
  const id = response.questionnaire?.startsWith('#') ? response.questionnaire.slice(1) : undefined;
  const form = response.contained?.find((contained) => contained.resourceType === 'Questionnaire' && contained.id === id);
  return form?.resourceType === 'Questionnaire' ? form.title : undefined;
}

/** What the PDF says of each kind of record; null for one it does not list (the patient, shown as details). */
function lineOf(resource: Resource, cancelled: string): Line | null {
  switch (resource.resourceType) {
    case 'Appointment':
      return {
        when: resource.start,
        what: texts(resource.serviceType) || resource.description || '',
        details: joined(resource.participant.map((p) => p.actor?.display).filter(Boolean).join(', '), resource.status === 'cancelled' && cancelled),
      };
    case 'Encounter':
      return { when: resource.period?.start, what: texts(resource.type) || texts(resource.serviceType ? [resource.serviceType] : []), details: joined((resource.participant ?? []).map((p) => p.individual?.display).filter(Boolean).join(', '), texts(resource.reasonCode)) };
    case 'Observation': {
      const range = resource.referenceRange?.[0];
      const limits = range ? range.text ?? joined(quantity(range.low), quantity(range.high)).replace(' · ', ' – ') : '';
      return { when: resource.effectiveDateTime, what: text(resource.code), details: joined(quantity(resource.valueQuantity) || resource.valueString, limits && `(${limits})`, texts(resource.interpretation)) };
    }
    case 'DiagnosticReport':
      return { when: resource.effectiveDateTime ?? resource.issued, what: text(resource.code), details: resource.conclusion ?? '' };
    case 'ServiceRequest':
      return { when: resource.authoredOn, what: text(resource.code), details: joined(resource.requester?.display, texts(resource.reasonCode)) };
    case 'MedicationRequest':
      return { when: resource.authoredOn, what: text(resource.medicationCodeableConcept), details: joined((resource.dosageInstruction ?? []).map((d) => d.text).filter(Boolean).join(' '), resource.status) };
    case 'Immunization':
      return { when: resource.occurrenceDateTime, what: text(resource.vaccineCode), details: joined((resource.performer ?? []).map((p) => p.actor.display).filter(Boolean).join(', '), (resource.note ?? []).map((n) => n.text).join(' ')) };
    case 'DocumentReference':
      return { when: resource.date, what: text(resource.type) || resource.description || '', details: joined(resource.description, (resource.author ?? []).map((a) => a.display).filter(Boolean).join(', ')) };
    case 'QuestionnaireResponse':
      return {
        when: resource.authored,
        what: questionnaireTitle(resource) ?? resource.identifier?.value ?? '',
        details: (resource.item ?? [])
          .map((item) => `${item.text ?? item.linkId}: ${(item.answer ?? []).map((a) => a.valueString ?? a.valueCoding?.display ?? a.valueCoding?.code ?? a.valueDate ?? (a.valueBoolean === undefined ? a.valueInteger : String(a.valueBoolean))).join(', ')}`)
          .join('\n'),
      };
    case 'Communication':
      return { when: resource.sent, what: text(resource.topic), details: (resource.payload ?? []).map((p) => p.contentString ?? p.contentAttachment?.title ?? '').filter(Boolean).join('\n') };
    default:
      return null;
  }
}

/** A FHIR date or dateTime as the portal writes it: the day, and the Helsinki time when there is one. */
function when(value: string | undefined, lang: Language): string {
  if (!value) return '';
  if (value.length <= 10) return formatPdfDate(value, lang);
  return `${formatPdfDate(helsinkiDateString(value), lang)} ${formatTime(value)}`;
}

function patientDetails(patient: Patient, lang: Language): PdfDetail[] {
  const t = exportTexts[lang];
  const address = patient.address?.[0];
  return [
    [t.name, patient.name?.[0]?.text ?? null],
    [t.identityCode, patient.identifier?.find((id) => id.system === FINNISH_IDENTITY_CODE_SYSTEM)?.value ?? null],
    [t.birthDate, patient.birthDate ? formatPdfDate(patient.birthDate, lang) : null],
    [t.phone, patient.telecom?.find((c) => c.system === 'phone')?.value ?? null],
    [t.email, patient.telecom?.find((c) => c.system === 'email')?.value ?? null],
    [t.address, address ? [address.line?.join(' '), [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null],
  ];
}

/**
 * The patient's data as a readable tagged PDF/UA-1 document in their language: the person's
 * details, then one section (H2 and a table with column headers) for each kind of record, in the
 * order of the download's bundle, newest first within a section. A kind without records says so.
 */
export function exportPdf(input: { config: ApiConfig; lang: Language; resources: readonly Resource[]; createdAt: Date }): Promise<Buffer> {
  const { lang, resources } = input;
  const t = exportTexts[lang];
  const pdf = startTaggedPdf({ brand: input.config.brand, lang, title: t.title, heading: t.title, createdAt: input.createdAt });
  const { doc, add } = pdf;
  add('P', () => doc.font(pdfFontFiles.regular).fontSize(10).text(`${t.createdAt} ${when(input.createdAt.toISOString(), lang)}`, PDF_MARGIN));
  const patient = resources.find((resource): resource is Patient => resource.resourceType === 'Patient');
  if (patient) pdf.addDetails(patientDetails(patient, lang));

  for (const section of t.sections) {
    const lines = resources
      .filter((resource) => section.types.includes(resource.resourceType))
      .map((resource) => lineOf(resource, t.cancelled))
      .filter((line): line is Line => line !== null)
      .sort((a, b) => (b.when ?? '').localeCompare(a.when ?? ''));
    doc.moveDown(1);
    add('H2', () => doc.font(pdfFontFiles.bold).fontSize(14).fillColor('black').text(section.heading, PDF_MARGIN));
    if (lines.length === 0) {
      add('P', () => doc.font(pdfFontFiles.regular).fontSize(10).text(t.none, PDF_MARGIN));
      continue;
    }
    const header = [t.columns.when, t.columns.what, t.columns.details].map((label) => ({ ...headerCell(label, 'Column'), font: { src: pdfFontFiles.bold }, backgroundColor: HEADER_SHADE }));
    const table: TaggedTable = {
      structParent: pdf.root,
      columnStyles: [95, 150, '*'],
      defaultStyle: { border: 0, padding: [3, 4] },
      rowStyles: (index) => (index > 0 && index % 2 === 0 ? { backgroundColor: STRIPE } : undefined),
      data: [header, ...lines.map((line) => [when(line.when, lang), line.what, line.details])],
    };
    doc.moveDown(0.3).font(pdfFontFiles.regular).fontSize(9).table(table);
  }
  return pdf.end();
}
