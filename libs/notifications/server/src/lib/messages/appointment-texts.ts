import { CHECK_IN_OPENS_MINUTES } from '@portal/appointments/contracts';
import type { Language } from '@portal/shared/util';
import { brandNames, HELSINKI, LOCALE_TAGS } from '@portal/shared/util';
import type { AppointmentNotice, AppointmentNoticeKind } from '../notice';

/** The words of the appointment notices in one language: the mails and the calendar entry share them. */
export interface AppointmentTexts {
  /**
   * How a date names its month: Finnish and Swedish readers expect 12.1.2027; English readers get
   * the month's name, because 12/01/2027 means a different day to an American reader.
   */
  month: 'numeric' | 'long';
  /** A moment: the date and the clock time ('12.1.2027 klo 10.00'). */
  at: (date: string, time: string) => string;
  /** The appointment's time: the day with its weekday, the start and the end. */
  span: (day: string, start: string, end: string) => string;
  subject: Record<AppointmentNoticeKind, (brand: string, when: string) => string>;
  heading: Record<AppointmentNoticeKind, string>;
  intro: { confirmation: string; change: string; reminder: string; cancelledByPatient: string; cancelledByClinic: string; cancelled: string };
  details: string;
  labels: { time: string; place: string; practitioner: string; service: string; price: string };
  remote: string;
  cancelHeading: string;
  cancelRule: (until: string) => string;
  checkIn: (minutes: number) => string;
  viewAppointment: string;
  bookNewText: string;
  bookNew: string;
  calendarAdds: string;
  calendarRemoves: string;
  regards: string;
  /** The calendar file's name, as the mail program shows the attachment. */
  calendarFile: string;
}

export const appointmentTexts = {
  fi: {
    month: 'numeric',
    at: (date, time) => `${date} klo ${time}`,
    span: (day, start, end) => `${day} klo ${start}–${end}`,
    subject: {
      confirmation: (brand, when) => `${brand}: ajanvaraus vahvistettu ${when}`,
      change: (brand, when) => `${brand}: ajanvaraus siirretty ${when}`,
      reminder: (brand, when) => `${brand}: muistutus ajanvarauksesta ${when}`,
      cancellation: (brand, when) => `${brand}: ajanvaraus peruttu ${when}`,
    },
    heading: {
      confirmation: 'Ajanvarauksesi on vahvistettu',
      change: 'Ajanvarauksesi on siirretty',
      reminder: 'Muistutus ajanvarauksestasi',
      cancellation: 'Ajanvarauksesi on peruttu',
    },
    intro: {
      confirmation: 'Kiitos ajanvarauksesta. Tässä ovat varauksesi tiedot.',
      change: 'Olet siirtänyt ajanvarauksesi uuteen aikaan. Aiempi aikasi on vapautettu. Tässä ovat uuden ajan tiedot.',
      reminder: 'Muistutamme sinua tulevasta vastaanottoajastasi.',
      cancelledByPatient: 'Olet perunut tämän ajan.',
      cancelledByClinic: 'Toimipiste on valitettavasti joutunut perumaan tämän ajan.',
      cancelled: 'Tämä aika on peruttu.',
    },
    details: 'Varauksen tiedot',
    labels: { time: 'Aika', place: 'Paikka', practitioner: 'Ammattilainen', service: 'Palvelu', price: 'Hinta' },
    remote: 'Etävastaanotto',
    cancelHeading: 'Ajan peruminen',
    cancelRule: (until) =>
      `Voit perua ajan verkossa viimeistään ${until}. Sen jälkeen voit perua ajan soittamalla asiakaspalveluumme.`,
    checkIn: (minutes) =>
      `Ilmoittautuminen avautuu varauksesi sivulla ${minutes} minuuttia ennen ajan alkua. Voit ilmoittautua, kun olet toimipisteessä.`,
    viewAppointment: 'Näytä ajanvarauksesi',
    bookNewText: 'Voit varata uuden ajan verkossa.',
    bookNew: 'Varaa uusi aika',
    calendarAdds: 'Liitteenä on kalenterimerkintä, jolla voit lisätä ajan kalenteriisi.',
    calendarRemoves: 'Liitteenä oleva kalenterimerkintä poistaa ajan kalenteristasi.',
    regards: 'Ystävällisin terveisin',
    calendarFile: 'ajanvaraus.ics',
  },
  sv: {
    month: 'numeric',
    at: (date, time) => `${date} kl. ${time}`,
    span: (day, start, end) => `${day} kl. ${start}–${end}`,
    subject: {
      confirmation: (brand, when) => `${brand}: bokningsbekräftelse ${when}`,
      change: (brand, when) => `${brand}: din tid har flyttats till ${when}`,
      reminder: (brand, when) => `${brand}: påminnelse om din tid ${when}`,
      cancellation: (brand, when) => `${brand}: din tid ${when} har avbokats`,
    },
    heading: {
      confirmation: 'Din bokning är bekräftad',
      change: 'Din bokning har flyttats',
      reminder: 'Påminnelse om din bokade tid',
      cancellation: 'Din bokning har avbokats',
    },
    intro: {
      confirmation: 'Tack för din bokning. Här är uppgifterna om den.',
      change: 'Du har flyttat din bokning till en ny tid. Den tidigare tiden har frigjorts. Här är uppgifterna om den nya tiden.',
      reminder: 'Vi vill påminna dig om din kommande tid.',
      cancelledByPatient: 'Du har avbokat den här tiden.',
      cancelledByClinic: 'Mottagningen har tyvärr varit tvungen att avboka den här tiden.',
      cancelled: 'Den här tiden har avbokats.',
    },
    details: 'Uppgifter om bokningen',
    labels: { time: 'Tid', place: 'Plats', practitioner: 'Yrkesperson', service: 'Tjänst', price: 'Pris' },
    remote: 'Distansmottagning',
    cancelHeading: 'Avbokning',
    cancelRule: (until) => `Du kan avboka tiden på nätet senast ${until}. Därefter kan du avboka genom att ringa vår kundtjänst.`,
    checkIn: (minutes) =>
      `Anmälan öppnas på bokningens sida ${minutes} minuter före besöket. Du kan anmäla dig när du är på mottagningen.`,
    viewAppointment: 'Visa din bokning',
    bookNewText: 'Du kan boka en ny tid på nätet.',
    bookNew: 'Boka en ny tid',
    calendarAdds: 'En kalenderpost är bifogad, så att du kan lägga till tiden i din kalender.',
    calendarRemoves: 'Den bifogade kalenderposten tar bort tiden från din kalender.',
    regards: 'Med vänliga hälsningar',
    calendarFile: 'bokning.ics',
  },
  en: {
    month: 'long',
    at: (date, time) => `${date} at ${time}`,
    span: (day, start, end) => `${day}, ${start}–${end}`,
    subject: {
      confirmation: (brand, when) => `${brand}: appointment confirmed for ${when}`,
      change: (brand, when) => `${brand}: your appointment has moved to ${when}`,
      reminder: (brand, when) => `${brand}: reminder of your appointment on ${when}`,
      cancellation: (brand, when) => `${brand}: your appointment on ${when} has been cancelled`,
    },
    heading: {
      confirmation: 'Your appointment is confirmed',
      change: 'Your appointment has moved',
      reminder: 'A reminder of your appointment',
      cancellation: 'Your appointment has been cancelled',
    },
    intro: {
      confirmation: 'Thank you for booking. Here are the details of your appointment.',
      change: 'You have moved your appointment to a new time, and your earlier time has been released. Here are the details of the new time.',
      reminder: 'This is a reminder of your upcoming appointment.',
      cancelledByPatient: 'You have cancelled this appointment.',
      cancelledByClinic: 'Unfortunately, the clinic has had to cancel this appointment.',
      cancelled: 'This appointment has been cancelled.',
    },
    details: 'Appointment details',
    labels: { time: 'Time', place: 'Location', practitioner: 'Practitioner', service: 'Service', price: 'Price' },
    remote: 'Remote appointment',
    cancelHeading: 'Cancelling',
    cancelRule: (until) => `You can cancel the appointment online until ${until}. After that, please call our customer service to cancel.`,
    checkIn: (minutes) =>
      `Check-in opens on your appointment page ${minutes} minutes before the start. You can check in when you are at the clinic.`,
    viewAppointment: 'View your appointment',
    bookNewText: 'You can book a new appointment online.',
    bookNew: 'Book a new appointment',
    calendarAdds: 'A calendar entry is attached so that you can add the appointment to your calendar.',
    calendarRemoves: 'The attached calendar entry removes the appointment from your calendar.',
    regards: 'Kind regards',
    calendarFile: 'appointment.ics',
  },
} satisfies Record<Language, AppointmentTexts>;

interface Formats {
  day: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const formats = new Map<Language, Formats>();

/** Every time in a notice is Helsinki time, wherever the server runs. */
function formatsOf(lang: Language): Formats {
  let found = formats.get(lang);
  if (!found) {
    const locale = LOCALE_TAGS[lang];
    const month = appointmentTexts[lang].month;
    found = {
      day: new Intl.DateTimeFormat(locale, { timeZone: HELSINKI, weekday: 'long', day: 'numeric', month, year: 'numeric' }),
      date: new Intl.DateTimeFormat(locale, { timeZone: HELSINKI, day: 'numeric', month, year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeZone: HELSINKI, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(lang, found);
  }
  return found;
}

/** A moment in Helsinki time without its weekday: '12.1.2027 klo 10.00'. */
export function formatMoment(at: Date, lang: Language): string {
  const { date, time } = formatsOf(lang);
  return appointmentTexts[lang].at(date.format(at), time.format(at));
}

/** The appointment's time in Helsinki time: 'tiistaina 12.1.2027 klo 10.00–10.30'. */
export function formatSpan(notice: AppointmentNotice): string {
  const { day, time } = formatsOf(notice.language);
  return appointmentTexts[notice.language].span(day.format(notice.start), time.format(notice.start), time.format(notice.end));
}

/** Where the visit is: the clinic's name and street address on one line, or that it is remote. */
export function placeLine(notice: AppointmentNotice): string | null {
  if (notice.remote) return appointmentTexts[notice.language].remote;
  if (!notice.place) return null;
  const { name, streetAddress, postalCode, city } = notice.place;
  return `${name}, ${streetAddress}, ${postalCode} ${city}`;
}

/**
 * The opening line of the mail (and of a cancelled calendar entry's description): a cancellation's
 * says who cancelled, when the notice knows.
 */
export function introOf(notice: AppointmentNotice): string {
  const { intro } = appointmentTexts[notice.language];
  if (notice.kind !== 'cancellation') return intro[notice.kind];
  if (notice.cancelledBy === 'patient') return intro.cancelledByPatient;
  if (notice.cancelledBy === 'clinic') return intro.cancelledByClinic;
  return intro.cancelled;
}

/** A visit in person has the portal's self check-in; a remote one has no reception to check in at. */
export function checkInNote(notice: AppointmentNotice): string | null {
  return notice.remote ? null : appointmentTexts[notice.language].checkIn(CHECK_IN_OPENS_MINUTES);
}

export function brandNameOf(notice: AppointmentNotice): string {
  return brandNames[notice.brand][notice.language];
}
