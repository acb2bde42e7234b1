import { Html, html } from '@portal/shared/server';
import { brandMailColours } from '@portal/shared/util';
import type { BrandId, Language } from '@portal/shared/util';
import type { AppointmentNotice, RenderedMail } from '../notice';
import { appointmentTexts, brandNameOf, checkInNote, formatMoment, formatSpan, introOf, placeLine } from './appointment-texts';

/** One section under its own heading. */
interface Section {
  heading: string;
  paragraphs: string[];
}

/**
 * What one mail says, in order, before it is written as HTML and as plain text: both parts are made
 * from this, so a reader of either gets the same facts.
 */
export interface MailContent {
  subject: string;
  heading: string;
  intro: string;
  /** The facts under their heading; a notice without facts (a new message) has none. */
  detailsHeading: string | null;
  facts: { label: string; value: string }[];
  /** Said right after the facts: the reminder's note on self check-in. */
  notes: string[];
  /** The one thing to do next: see the appointment, or book a new time after a cancellation. */
  action: { lead: string | null; text: string; href: string };
  sections: Section[];
  /** What the calendar entry attached does; null without one. */
  calendarNote: string | null;
  regards: string;
  brand: string;
}

function contentOf(notice: AppointmentNotice): MailContent {
  const lang = notice.language;
  const t = appointmentTexts[lang];
  const brand = brandNameOf(notice);
  const place = placeLine(notice);
  const cancelled = notice.kind === 'cancellation';
  const facts = [
    { label: t.labels.time, value: formatSpan(notice) },
    ...(place === null ? [] : [{ label: t.labels.place, value: place }]),
    { label: t.labels.practitioner, value: notice.practitioner },
    { label: t.labels.service, value: notice.service },
    // A cancelled appointment costs nothing, so its mail names no price.
    ...(notice.price === null || cancelled ? [] : [{ label: t.labels.price, value: notice.price }]),
  ];
  const checkIn = notice.kind === 'reminder' ? checkInNote(notice) : null;
  return {
    subject: t.subject[notice.kind](brand, formatMoment(notice.start, lang)),
    heading: t.heading[notice.kind],
    intro: introOf(notice),
    detailsHeading: t.details,
    facts,
    notes: checkIn === null ? [] : [checkIn],
    action: cancelled
      ? { lead: t.bookNewText, text: t.bookNew, href: notice.newBookingUrl }
      : { lead: null, text: t.viewAppointment, href: notice.appointmentUrl },
    sections: cancelled ? [] : [{ heading: t.cancelHeading, paragraphs: [t.cancelRule(formatMoment(notice.cancellableUntil, lang))] }],
    calendarNote: cancelled ? t.calendarRemoves : t.calendarAdds,
    regards: t.regards,
    brand,
  };
}

/**
 * The HTML part. Mail programs drop or rewrite style sheets, so every element carries its own
 * style; the colours are the brand's portal colours, whose contrast the portal's tests check
 * (text on surface, primary on surface, the button's text on primary). No images: a mail program
 * that blocks them would leave the reader without the message.
 */
function toHtml(content: MailContent, notice: { brand: BrandId; language: Language }): string {
  const colours = brandMailColours[notice.brand];
  const font = 'font-family:Arial,Helvetica,sans-serif';
  const paragraph = (text: string) => html`<p style="margin:0 0 16px">${text}</p>`;
  const heading2 = (text: string) => html`<h2 style="margin:24px 0 8px;font-size:20px;line-height:1.3;color:${colours.text}">${text}</h2>`;
  const rows = content.facts.map(
    ({ label, value }) =>
      html`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:bold">${label}</th><td style="vertical-align:top;padding:6px 0">${value}</td></tr>`,
  );
  const blocks: Html[] = [
    html`<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${colours.primary}">${content.brand}</p>`,
    html`<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:${colours.primary}">${content.heading}</h1>`,
    paragraph(content.intro),
    ...(content.detailsHeading === null
      ? []
      : [
          heading2(content.detailsHeading),
          html`<table style="border-collapse:collapse;margin:0 0 16px;${font};font-size:16px;color:${colours.text}"><tbody>${rows}</tbody></table>`,
        ]),
    ...content.notes.map(paragraph),
    ...(content.action.lead === null ? [] : [paragraph(content.action.lead)]),
    html`<p style="margin:0 0 16px"><a href="${content.action.href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${colours.primary};color:${colours.primaryContrast};font-weight:bold;text-decoration:underline">${content.action.text}</a></p>`,
    ...content.sections.flatMap((section) => [heading2(section.heading), ...section.paragraphs.map(paragraph)]),
    ...(content.calendarNote === null ? [] : [paragraph(content.calendarNote)]),
    html`<p style="margin:24px 0 0">${content.regards}<br>${content.brand}</p>`,
  ];
  const document = html`<html lang="${notice.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:${colours.surface};color:${colours.text};${font};font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
${new Html(blocks.map((block) => block.value).join('\n'))}
</div>
</body>
</html>`;
  return `<!doctype html>\n${document.value}\n`;
}

/** The plain-text part: the same content line by line, the link's address written out. */
function toText(content: MailContent): string {
  const blocks = [
    content.heading,
    content.intro,
    ...(content.detailsHeading === null ? [] : [[content.detailsHeading, ...content.facts.map(({ label, value }) => `${label}: ${value}`)].join('\n')]),
    ...content.notes,
    [content.action.lead, `${content.action.text}: ${content.action.href}`].filter((line) => line !== null).join('\n'),
    ...content.sections.map((section) => [section.heading, ...section.paragraphs].join('\n')),
    ...(content.calendarNote === null ? [] : [content.calendarNote]),
    `${content.regards}\n${content.brand}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The mail of an appointment notice (a confirmation, a reminder or a cancellation) in the
 * patient's language and the brand's name and colours. It tells when, where, with whom and what,
 * and never anything of the patient's health; nor the patient's name, as a mail may be read by
 * others than its addressee. The calendar entry that goes with it is made by appointmentCalendar.
 */
export function renderAppointmentMail(notice: AppointmentNotice): RenderedMail {
  return renderMail(contentOf(notice), notice);
}

/** A mail's content written out: its HTML and plain-text parts in the brand's look. */
export function renderMail(content: MailContent, notice: { brand: BrandId; language: Language }): RenderedMail {
  return { subject: content.subject, html: toHtml(content, notice), text: toText(content) };
}
