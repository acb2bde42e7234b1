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
  /** The reservation page of the offered time, which moves the booking there once signed in. Absolute. */
  offerUrl: string;
}

const texts = {
  fi: {
    subject: (brand: string) => `${brand}: aikaisempi aika vapautui`,
    heading: 'Aikaisempi aika vapautui sinulle',
    intro: (until: string) => `Pyysit aikaisempaa aikaa varauksellesi. Sopiva aika vapautui, ja se on varattu sinulle klo ${until} asti. Sen jälkeen aikaa tarjotaan seuraavalle.`,
    action: 'Katso aika ja siirrä varauksesi',
    privacy: 'Turvallisuutesi vuoksi ajan tiedot näkyvät vain palvelussa, kun olet kirjautunut. Jos et ota aikaa, nykyinen varauksesi pysyy ennallaan.',
    sms: (brand: string, until: string, url: string) => `${brand}: Aikaisempi aika vapautui varauksellesi. Se on varattu sinulle klo ${until} asti: ${url}`,
  },
  sv: {
    subject: (brand: string) => `${brand}: en tidigare tid har blivit ledig`,
    heading: 'En tidigare tid har blivit ledig för dig',
    intro: (until: string) => `Du bad om en tidigare tid för din bokning. En passande tid har blivit ledig och hålls åt dig till kl. ${until}. Därefter erbjuds den till nästa.`,
    action: 'Se tiden och flytta din bokning',
    privacy: 'För din säkerhet visas tidens uppgifter bara i tjänsten när du har loggat in. Om du inte tar tiden förblir din bokning som den är.',
    sms: (brand: string, until: string, url: string) => `${brand}: En tidigare tid har blivit ledig för din bokning. Den hålls åt dig till kl. ${until}: ${url}`,
  },
  en: {
    subject: (brand: string) => `${brand}: an earlier time has become free`,
    heading: 'An earlier time has become free for you',
    intro: (until: string) => `You asked for an earlier time for your booking. A suitable time has become free and is held for you until ${until}. After that it is offered to the next patient.`,
    action: 'See the time and move your booking',
    privacy: 'For your security, the time’s details are shown only in the portal once you have signed in. If you do not take the time, your current booking stays as it is.',
    sms: (brand: string, until: string, url: string) => `${brand}: An earlier time has become free for your booking. It is held for you until ${until}: ${url}`,
  },
} satisfies Record<Language, Record<string, string | ((...args: string[]) => string)>>;

/** The mail offering an earlier time: that one is held until when, and the link to see and take it. */
export function renderEarlierTimeOfferMail(notice: EarlierTimeOfferNotice): RenderedMail {
  const t = texts[notice.language];
  const brand = brandNames[notice.brand][notice.language];
  return renderMail(
    {
      subject: t.subject(brand),
      heading: t.heading,
      intro: t.intro(formatTime(notice.heldUntil)),
      detailsHeading: null,
      facts: [],
      notes: [t.privacy],
      action: { lead: null, text: t.action, href: notice.offerUrl },
      sections: [],
      calendarNote: null,
      regards: appointmentTexts[notice.language].regards,
      brand,
    },
    notice,
  );
}

/** The text message offering an earlier time, as the mail says it. */
export function earlierTimeOfferSms(notice: EarlierTimeOfferNotice): string {
  return texts[notice.language].sms(brandNames[notice.brand][notice.language], formatTime(notice.heldUntil), notice.offerUrl);
}
