import type { BrandId, Language } from '@portal/shared/util';
import { brandNames } from '@portal/shared/util';
import type { RenderedMail } from '../notice';
import { renderMail } from './appointment-mail';
import { appointmentTexts } from './appointment-texts';

/** A new message from the care team: only that there is one, and where to read it. */
export interface MessageNotice {
  brand: BrandId;
  language: Language;
  /** The conversation's page in the portal. Absolute. */
  conversationUrl: string;
}

const texts = {
  fi: {
    subject: (brand: string) => `${brand}: sinulle on uusi viesti`,
    heading: 'Sinulle on uusi viesti',
    intro: 'Hoitotiimisi on lähettänyt sinulle viestin. Voit lukea sen kirjauduttuasi palveluun.',
    action: 'Lue viesti',
    privacy: 'Turvallisuutesi vuoksi viestin sisältö näkyy vain palvelussa, ei sähköpostissa.',
  },
  sv: {
    subject: (brand: string) => `${brand}: du har ett nytt meddelande`,
    heading: 'Du har ett nytt meddelande',
    intro: 'Ditt vårdteam har skickat dig ett meddelande. Du kan läsa det när du har loggat in i tjänsten.',
    action: 'Läs meddelandet',
    privacy: 'För din säkerhet visas meddelandets innehåll bara i tjänsten, inte i e-posten.',
  },
  en: {
    subject: (brand: string) => `${brand}: you have a new message`,
    heading: 'You have a new message',
    intro: 'Your care team has sent you a message. You can read it once you have signed in to the portal.',
    action: 'Read the message',
    privacy: 'For your security, the message itself is shown only in the portal, never in an e-mail.',
  },
} satisfies Record<Language, Record<string, string | ((brand: string) => string)>>;

/**
 * The mail that says a message from the care team is waiting. Nothing of the message itself (its
 * subject, text or sender), which is health data: only that there is one and the link to read it.
 */
export function renderMessageNoticeMail(notice: MessageNotice): RenderedMail {
  const t = texts[notice.language];
  const brand = brandNames[notice.brand][notice.language];
  return renderMail(
    {
      subject: t.subject(brand),
      heading: t.heading,
      intro: t.intro,
      detailsHeading: null,
      facts: [],
      notes: [t.privacy],
      action: { lead: null, text: t.action, href: notice.conversationUrl },
      sections: [],
      calendarNote: null,
      regards: appointmentTexts[notice.language].regards,
      brand,
    },
    notice,
  );
}
