import type { Language } from '@portal/shared/util';
import type { AppointmentNotice } from '../notice';
import { appointmentTexts, brandNameOf, formatMoment } from './appointment-texts';

const texts = {
  fi: {
    confirmation: (brand: string, when: string, where: string, url: string) => `${brand}: Aikasi on varattu ${when}, ${where}. Tiedot: ${url}`,
    change: (brand: string, when: string, where: string, url: string) => `${brand}: Aikasi on siirretty: ${when}, ${where}. Tiedot: ${url}`,
    reminder: (brand: string, when: string, where: string, url: string) => `${brand}: Muistutus ajastasi ${when}, ${where}. Tiedot: ${url}`,
    cancellation: (brand: string, when: string, _where: string, url: string) => `${brand}: Aikasi ${when} on peruttu. Varaa uusi aika: ${url}`,
  },
  sv: {
    confirmation: (brand: string, when: string, where: string, url: string) => `${brand}: Din tid är bokad ${when}, ${where}. Mer: ${url}`,
    change: (brand: string, when: string, where: string, url: string) => `${brand}: Din tid har flyttats till ${when}, ${where}. Mer: ${url}`,
    reminder: (brand: string, when: string, where: string, url: string) => `${brand}: Påminnelse om din tid ${when}, ${where}. Mer: ${url}`,
    cancellation: (brand: string, when: string, _where: string, url: string) => `${brand}: Din tid ${when} är avbokad. Boka en ny tid: ${url}`,
  },
  en: {
    confirmation: (brand: string, when: string, where: string, url: string) => `${brand}: Your appointment is booked for ${when}, ${where}. Details: ${url}`,
    change: (brand: string, when: string, where: string, url: string) => `${brand}: Your appointment has moved to ${when}, ${where}. Details: ${url}`,
    reminder: (brand: string, when: string, where: string, url: string) => `${brand}: A reminder of your appointment ${when}, ${where}. Details: ${url}`,
    cancellation: (brand: string, when: string, _where: string, url: string) => `${brand}: Your appointment ${when} is cancelled. Book a new time: ${url}`,
  },
} satisfies Record<Language, Record<AppointmentNotice['kind'], (brand: string, when: string, where: string, url: string) => string>>;

/**
 * The text message that goes with an appointment's mail when the patient allows booking texts:
 * when, the clinic (or that the visit is remote) and the link; nothing of the patient or the reason
 * for the visit, and no street address or practitioner, to keep it to a couple of parts.
 */
export function appointmentSms(notice: AppointmentNotice): string {
  const where = notice.remote ? appointmentTexts[notice.language].remote : (notice.place?.name ?? '');
  const url = notice.kind === 'cancellation' ? notice.newBookingUrl : notice.appointmentUrl;
  return texts[notice.language][notice.kind](brandNameOf(notice), formatMoment(notice.start, notice.language), where, url);
}
