import type { BrandId, Language } from '@portal/shared/util';
import { brandNames, formatTime } from '@portal/shared/util';
import type { RenderedMail } from '../notice';
import { renderMail } from './appointment-mail';
import { appointmentTexts } from './appointment-texts';

/** An earlier time held for the patient: until when, and where to take it. Nothing of either booking. */
export interface EarlierTimeOfferNotice {
  brand: BrandId;
  language: Language;
  heldUntil: Date;
  /** True: an earlier time for a booking, which taking it moves; false: a time asked for from a search. */
  forBooking: boolean;
  /** The reservation page of the offered time, which moves the booking there once signed in. Absolute. */
  offerUrl: string;
}

const texts = {
  fi: {
    subject: (brand: string) => `${brand}: aikaisempi aika vapautui`,
    heading: 'Aikaisempi aika vapautui sinulle',
    intro: (until: string) => `Pyysit aikaisempaa aikaa varauksellesi. Sopiva aika vapautui, ja se on varattu sinulle klo ${until} asti. Sen jälkeen aikaa tarjotaan seuraavalle.`,
    searchSubject: (brand: string) => `${brand}: sinulle sopiva aika vapautui`,
    searchHeading: 'Sinulle sopiva aika vapautui',
    searchIntro: (until: string) => `Pyysit ilmoitusta, kun sopiva aika vapautuu. Aika on varattu sinulle klo ${until} asti. Sen jälkeen aikaa tarjotaan seuraavalle.`,
    searchAction: 'Katso aika ja varaa se',
    searchSms: (brand: string, until: string, url: string) => `${brand}: Sinulle sopiva aika vapautui. Se on varattu sinulle klo ${until} asti: ${url}`,
    action: 'Katso aika ja siirrä varauksesi',
    privacy: 'Turvallisuutesi vuoksi ajan tiedot näkyvät vain palvelussa, kun olet kirjautunut. Jos et ota aikaa, mikään ei muutu.',
    sms: (brand: string, until: string, url: string) => `${brand}: Aikaisempi aika vapautui varauksellesi. Se on varattu sinulle klo ${until} asti: ${url}`,
  },
  sv: {
    subject: (brand: string) => `${brand}: en tidigare tid har blivit ledig`,
    heading: 'En tidigare tid har blivit ledig för dig',
    intro: (until: string) => `Du bad om en tidigare tid för din bokning. En passande tid har blivit ledig och hålls åt dig till kl. ${until}. Därefter erbjuds den till nästa.`,
    searchSubject: (brand: string) => `${brand}: en passande tid har blivit ledig`,
    searchHeading: 'En passande tid har blivit ledig för dig',
    searchIntro: (until: string) => `Du bad att få veta när en passande tid blir ledig. Tiden hålls åt dig till kl. ${until}. Därefter erbjuds den till nästa.`,
    searchAction: 'Se tiden och boka den',
    searchSms: (brand: string, until: string, url: string) => `${brand}: En passande tid har blivit ledig för dig. Den hålls åt dig till kl. ${until}: ${url}`,
    action: 'Se tiden och flytta din bokning',
    privacy: 'För din säkerhet visas tidens uppgifter bara i tjänsten när du har loggat in. Om du inte tar tiden ändras ingenting.',
    sms: (brand: string, until: string, url: string) => `${brand}: En tidigare tid har blivit ledig för din bokning. Den hålls åt dig till kl. ${until}: ${url}`,
  },
  en: {
    subject: (brand: string) => `${brand}: an earlier time has become free`,
    heading: 'An earlier time has become free for you',
    intro: (until: string) => `You asked for an earlier time for your booking. A suitable time has become free and is held for you until ${until}. After that it is offered to the next patient.`,
    searchSubject: (brand: string) => `${brand}: a time that suits you has become free`,
    searchHeading: 'A time that suits you has become free',
    searchIntro: (until: string) => `You asked to be told when a suitable time becomes free. It is held for you until ${until}. After that it is offered to the next patient.`,
    searchAction: 'See the time and book it',
    searchSms: (brand: string, until: string, url: string) => `${brand}: A time that suits you has become free. It is held for you until ${until}: ${url}`,
    action: 'See the time and move your booking',
    privacy: 'For your security, the time’s details are shown only in the portal once you have signed in. If you do not take the time, nothing changes.',
    sms: (brand: string, until: string, url: string) => `${brand}: An earlier time has become free for your booking. It is held for you until ${until}: ${url}`,
  },
} satisfies Record<Language, Record<string, string | ((...args: string[]) => string)>>;

/** The mail offering a time: that one is held until when, and the link to see and take it. */
export function renderEarlierTimeOfferMail(notice: EarlierTimeOfferNotice): RenderedMail {
  const t = texts[notice.language];
  const brand = brandNames[notice.brand][notice.language];
  const until = formatTime(notice.heldUntil);
  return renderMail(
    {
      subject: notice.forBooking ? t.subject(brand) : t.searchSubject(brand),
      heading: notice.forBooking ? t.heading : t.searchHeading,
      intro: notice.forBooking ? t.intro(until) : t.searchIntro(until),
      detailsHeading: null,
      facts: [],
      notes: [t.privacy],
      action: { lead: null, text: notice.forBooking ? t.action : t.searchAction, href: notice.offerUrl },
      sections: [],
      calendarNote: null,
      regards: appointmentTexts[notice.language].regards,
      brand,
    },
    notice,
  );
}

/** The text message offering a time, as the mail says it. */
export function earlierTimeOfferSms(notice: EarlierTimeOfferNotice): string {
  const t = texts[notice.language];
  return (notice.forBooking ? t.sms : t.searchSms)(brandNames[notice.brand][notice.language], formatTime(notice.heldUntil), notice.offerUrl);
}
