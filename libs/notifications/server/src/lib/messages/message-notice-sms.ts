import type { Language } from '@portal/shared/util';
import { brandNames } from '@portal/shared/util';
import type { MessageNotice } from './message-notice-mail';

const texts = {
  fi: (brand: string, url: string) => `${brand}: Hoitotiimisi on lähettänyt sinulle viestin. Lue se palvelussa: ${url}`,
  sv: (brand: string, url: string) => `${brand}: Ditt vårdteam har skickat dig ett meddelande. Läs det i tjänsten: ${url}`,
  en: (brand: string, url: string) => `${brand}: Your care team has sent you a message. Read it in the portal: ${url}`,
} satisfies Record<Language, (brand: string, url: string) => string>;

/** The text that a care team's message is waiting: only that there is one and the link, as the mail says. */
export function messageNoticeSms(notice: MessageNotice): string {
  return texts[notice.language](brandNames[notice.brand][notice.language], notice.conversationUrl);
}
