import type { Language } from '@portal/shared/util';
import type { Html } from '../../dev-idp/html';
import { html } from '../../dev-idp/html';
import { text } from '../../dev-idp/texts';

/** The few words of the selection page that the development identity provider's texts lack. */
const ownTexts = {
  fi: { cancel: 'Peruuta ja palaa palveluun' },
  sv: { cancel: 'Avbryt och återvänd till tjänsten' },
  en: { cancel: 'Cancel and return to the service' },
} as const satisfies Record<Language, Record<string, string>>;

export interface ListedChild {
  identityCode: string;
  name: string;
  /** On the stand-in's clock; null when the identity code tells no birth date. */
  age: number | null;
}

/** What every choice posts back besides the identity code: the selection needs no server-side state. */
export interface SelectionFields {
  clientId: string;
  redirectUri: string;
  user: string;
  lang: Language;
}

function hiddenFields(fields: SelectionFields): Html {
  return html`<input type="hidden" name="client_id" value="${fields.clientId}"><input type="hidden" name="redirect_uri" value="${fields.redirectUri}"><input type="hidden" name="user" value="${fields.user}"><input type="hidden" name="lang" value="${fields.lang}">`;
}

/**
 * The selection interface: the delegate's children from the population register (every one of
 * them, also those too old, so a refusal can be tried), any other identity code, and a way back
 * without a choice. Each child is a button of its own, as on the development mandate page.
 */
export function selectionBody(options: {
  action: string;
  fields: SelectionFields;
  children: readonly ListedChild[];
  cancelHref: string;
  /** The other person's code as typed, when it was not an identity code. */
  invalidCode?: string;
}): Html {
  const { action, fields, children, cancelHref } = options;
  const lang = fields.lang;
  const hidden = hiddenFields(fields);
  const items = children.map(
    (child) =>
      html`<li><form method="post" action="${action}">${hidden}<input type="hidden" name="ssn" value="${child.identityCode}"><button class="person secondary" type="submit">${text(lang, 'actFor', { name: child.name, age: child.age ?? '?' })}</button></form></li>`,
  );
  const error = options.invalidCode !== undefined;
  return html`<h1>${text(lang, 'mandateTitle')}</h1>
<p class="notice">${text(lang, 'mandateIntro')}</p>
${children.length > 0 ? html`<h2>${text(lang, 'children')}</h2>
<ul>${items}</ul>` : html``}
<h2>${text(lang, 'otherPerson')}</h2>
<form method="post" action="${action}">${hidden}
${error ? html`<p class="error" id="ssn-error" role="alert">${text(lang, 'invalidCode')}</p>` : html``}
<label for="ssn">${text(lang, 'code')}</label><input id="ssn" name="ssn" maxlength="11" autocomplete="off" value="${options.invalidCode ?? ''}" ${error ? html`aria-invalid="true" aria-describedby="ssn-error"` : html``}>
<p><button type="submit">${text(lang, 'choose')}</button></p></form>
<p><a href="${cancelHref}">${ownTexts[lang].cancel}</a></p>`;
}

/** A selection that cannot go on (an expired or altered user id, an unknown client or return address). */
export function selectionGoneBody(lang: Language): Html {
  return html`<h1>${text(lang, 'mandateTitle')}</h1><p>${text(lang, 'noTransaction')}</p>`;
}

/** The page's title, in the browser's tab and history. */
export function selectionTitle(lang: Language): string {
  return text(lang, 'mandateTitle');
}
