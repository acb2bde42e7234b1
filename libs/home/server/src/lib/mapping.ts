import type { TimelineItem } from '@portal/home/contracts';
import type { Language } from '@portal/shared/util';
import { helsinkiInstant, LOCALE_TAGS } from '@portal/shared/util';
import { frontPageLinks } from './links';
import type { UpcomingAppointmentRow } from '@portal/appointments/records';
import type { ImagingRow, LabResultDateRow } from '@portal/lab-imaging/records';
import type { ConversationRow } from '@portal/messaging/records';
import type { PrescriptionRow } from '@portal/prescriptions/records';
import type { InvitationRow } from '@portal/questionnaires/records';
import type { VisitRow } from '@portal/visits/records';
import { isNewResult, isThreadRead } from './rules';
import { frontPageTexts, treatmentLengthText } from './texts';

/** The conversation summary shows the start of the latest message, never a whole letter. */
export const CONVERSATION_EXCERPT_LENGTH = 100;

const base = { subtitle: null, validUntilDate: null, avatar: null, highlighted: false, styles: 'default' } as const;

/** A calendar date ('YYYY-MM-DD') as the instant its Helsinki day begins. */
const dayStart = (date: string): string => helsinkiInstant(date).toISOString();

/** A resource (a laboratory, a vaccination room) is no person to picture. */
function avatarOf(name: string | null, url: string | null, isResource: boolean | null = false): TimelineItem['avatar'] {
  return name === null || isResource === true ? null : { name, url };
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= CONVERSATION_EXCERPT_LENGTH ? flat : `${flat.slice(0, CONVERSATION_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function conversationItem(row: ConversationRow, lang: Language): TimelineItem {
  // Drizzle gives null for the nested object when the thread has no professional message.
  const author = row.professional;
  const professional = author === null ? null : `${author.firstName ?? ''} ${author.lastName ?? ''}`.trim();
  return {
    ...base,
    id: `conversation-${row.id}`,
    title: row.title,
    subtitle: excerpt(row.latestContent),
    date: (row.lastMessageAt ?? row.created).toISOString(),
    linkUrl: frontPageLinks.conversation(lang, row.id),
    avatar: avatarOf(professional, author?.pictureUrl ?? null),
    highlighted: !isThreadRead(row.readAt, row.lastMessageAt),
  };
}

export function appointmentItem(row: UpcomingAppointmentRow, lang: Language): TimelineItem {
  const occupational = row.payerType === 'occupationalHealthCare' || row.payerType === 'insuranceAndOccupationalHealthCare';
  return {
    ...base,
    id: `appointment-${row.id}`,
    title: row.kindTitle[lang],
    subtitle: `${row.practitionerName}, ${row.clinicContent.name[lang]}`,
    date: row.startDate.toISOString(),
    linkUrl: frontPageLinks.appointment(lang, row.id),
    avatar: avatarOf(row.practitionerName, row.practitionerPicture, row.practitionerIsResource),
    styles: occupational ? 'occupational' : 'default',
  };
}

export function visitItem(row: VisitRow, lang: Language): TimelineItem {
  return {
    ...base,
    id: `visit-${row.id}`,
    title: row.specialtyName?.[lang] ?? frontPageTexts.visit[lang],
    subtitle: row.practitionerName,
    date: row.dateTime.toISOString(),
    linkUrl: frontPageLinks.visit(lang, row.id),
    avatar: avatarOf(row.practitionerName, row.practitionerPicture, row.practitionerIsResource),
    styles: row.visitType === 'occupationalHealth' ? 'occupational' : 'default',
  };
}

/** Booking doc section 3: medicine type, package count x size, total amount with unit, treatment length. */
export function prescriptionSummary(row: PrescriptionRow, lang: Language): string {
  const number = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 2 });
  const parts = [
    row.medicineType,
    `${row.packageCount} x ${number.format(row.packageSize)} ${row.packageUnit}`,
    `${number.format(row.totalAmount)} ${row.packageUnit}`,
  ];
  if (row.treatmentLength !== null && row.treatmentLengthUnit !== null) parts.push(treatmentLengthText(row.treatmentLength, row.treatmentLengthUnit, lang));
  return parts.join(', ');
}

export function prescriptionItem(row: PrescriptionRow, lang: Language): TimelineItem {
  return {
    ...base,
    id: `prescription-${row.id}`,
    title: `${row.medicineName} ${row.strength}`,
    subtitle: prescriptionSummary(row, lang),
    date: dayStart(row.issuedDate),
    // The prescriptions table has no validity, so no item carries one.
    validUntilDate: null,
    linkUrl: frontPageLinks.prescriptions(lang),
    avatar: avatarOf(row.practitionerName, row.practitionerPicture, row.practitionerIsResource),
  };
}

export function labResultItem(row: LabResultDateRow, lang: Language, now: Date): TimelineItem {
  return {
    ...base,
    id: `lab-${row.resultDate}`,
    title: frontPageTexts.labResults[lang],
    subtitle: row.names.join(', '),
    date: dayStart(row.resultDate),
    linkUrl: frontPageLinks.labResult(lang, row.resultDate),
    highlighted: isNewResult(row.resultDate, now),
  };
}

export function imagingItem(row: ImagingRow, lang: Language, now: Date): TimelineItem {
  return {
    ...base,
    id: `imaging-${row.id}`,
    title: row.examinationName ?? frontPageTexts.imagingNoTitle[lang],
    subtitle: (row.hasStatement ? frontPageTexts.doctorsStatement : frontPageTexts.noDoctorsStatement)[lang],
    date: dayStart(row.imagingDate),
    linkUrl: frontPageLinks.imaging(lang, row.imagingDate),
    highlighted: isNewResult(row.imagingDate, now),
  };
}

/** An open invitation is highlighted (a task waiting for the patient); an answered one is not. */
export function questionnaireItem(row: InvitationRow, lang: Language): TimelineItem {
  return {
    ...base,
    id: `questionnaire-${row.id}`,
    title: row.title[lang],
    date: (row.answeredAt ?? row.created).toISOString(),
    linkUrl: frontPageLinks.questionnaire(lang, row.id),
    highlighted: row.answeredAt === null,
  };
}
