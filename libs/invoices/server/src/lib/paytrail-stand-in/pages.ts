import type { Language } from '@portal/shared/util';
import { formatEuros } from '@portal/shared/util';
import type { PaytrailLanguage } from '../paytrail/client';
import type { StandInProvider } from './providers';
import type { StandInTransaction } from './tokens';

export const languageOf: Readonly<Record<PaytrailLanguage, Language>> = { FI: 'fi', SV: 'sv', EN: 'en' };

const texts = {
  fi: {
    notice: 'Tämä on kehitysympäristön maksupalvelu. Rahaa ei siirry, eikä oikeita tunnuksia kysytä.',
    chooseMethod: 'Valitse maksutapa',
    payWith: 'Maksa: {provider}',
    amount: 'Summa',
    reference: 'Viite',
    outcome: 'Valitse maksun lopputulos',
    ok: 'Maksa {amount}',
    fail: 'Peruuta maksu',
    pending: 'Jätä maksu odottamaan',
    delayed: 'Viivästynyt maksu (vahvistuu myöhemmin)',
    invalidTitle: 'Maksua ei voi jatkaa',
    invalid: 'Maksua ei löytynyt tai se on vanhentunut. Palaa palveluun ja aloita maksaminen uudelleen.',
    terms: 'Jatkamalla hyväksyt {link}.',
    termsLink: 'maksupalvelun ehdot',
    termsTitle: 'Maksupalvelun ehdot',
    termsBody: 'Kehitysympäristön maksupalvelu ei veloita eikä tallenna mitään. Oikean maksupalvelun ehdot esitetään vasta tuotannossa.',
    bank: 'Pankkimaksutavat',
    creditcard: 'Korttimaksutavat',
  },
  sv: {
    notice: 'Det här är utvecklingsmiljöns betaltjänst. Inga pengar flyttas och inga riktiga koder efterfrågas.',
    chooseMethod: 'Välj betalningssätt',
    payWith: 'Betala: {provider}',
    amount: 'Belopp',
    reference: 'Referens',
    outcome: 'Välj betalningens utfall',
    ok: 'Betala {amount}',
    fail: 'Avbryt betalningen',
    pending: 'Låt betalningen vänta',
    delayed: 'Fördröjd betalning (bekräftas senare)',
    invalidTitle: 'Betalningen kan inte fortsätta',
    invalid: 'Betalningen hittades inte eller har gått ut. Gå tillbaka till tjänsten och börja om.',
    terms: 'Genom att fortsätta godkänner du {link}.',
    termsLink: 'betalningsvillkoren',
    termsTitle: 'Betalningsvillkor',
    termsBody: 'Utvecklingsmiljöns betaltjänst debiterar och sparar ingenting. Den riktiga betaltjänstens villkor visas först i produktion.',
    bank: 'Bankbetalningar',
    creditcard: 'Kortbetalningar',
  },
  en: {
    notice: 'This is the payment service of the development environment. No money moves and no real credentials are asked for.',
    chooseMethod: 'Choose a payment method',
    payWith: 'Pay with {provider}',
    amount: 'Amount',
    reference: 'Reference',
    outcome: 'Choose the outcome of the payment',
    ok: 'Pay {amount}',
    fail: 'Cancel the payment',
    pending: 'Leave the payment pending',
    delayed: 'Delayed payment (confirmed later)',
    invalidTitle: 'The payment cannot continue',
    invalid: 'The payment was not found or has expired. Return to the service and start paying again.',
    terms: 'By continuing you accept the {link}.',
    termsLink: 'terms of payment',
    termsTitle: 'Terms of payment',
    termsBody: 'The payment service of the development environment charges and stores nothing. The real payment service shows its terms in production.',
    bank: 'Bank payment methods',
    creditcard: 'Card payment methods',
  },
} as const satisfies Record<Language, Record<string, string>>;

type TextKey = keyof (typeof texts)['en'];

export function text(lang: Language, key: TextKey): string {
  return texts[lang][key];
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and attribute values alike: every value put in a page goes through here. */
function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** `template` with each `{name}` replaced: plain text, escaped where it is put in a page. */
function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// Inline styles are allowed by the server's CSP; scripts are not, and none are needed.
const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1d2733;line-height:1.5}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.125rem}
.notice{background:#fff6d6;border-left:4px solid #8a6d00;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}
ul{list-style:none;padding:0}li{margin:.5rem 0}
button{display:block;width:100%;margin:.5rem 0;font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #0b5cab;background:#fff;color:#0b5cab;cursor:pointer;text-align:left}
button.primary{background:#0b5cab;color:#fff}
button img{vertical-align:middle;margin-right:.75rem}
button:focus-visible,a:focus-visible{outline:3px solid #1d2733;outline-offset:2px}
`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

/** Paytrail's `terms`: one sentence with one link, in the payment's language. */
export function termsSentence(lang: Language, termsUrl: string): string {
  const link = `<a href="${escapeHtml(termsUrl)}">${escapeHtml(text(lang, 'termsLink'))}</a>`;
  return escapeHtml(text(lang, 'terms')).replace('{link}', link);
}

function summary(lang: Language, transaction: StandInTransaction): string {
  return `<dl><dt>${escapeHtml(text(lang, 'amount'))}</dt><dd>${escapeHtml(formatEuros(transaction.amount, lang))}</dd><dt>${escapeHtml(text(lang, 'reference'))}</dt><dd>${escapeHtml(transaction.reference)}</dd></dl>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/** The `href` of a payment: Paytrail's own page listing the methods, each posting the token on. */
export function methodsPage(options: {
  transaction: StandInTransaction;
  token: string;
  providers: ReadonlyArray<StandInProvider & { url: string; svg: string }>;
  termsUrl: string;
}): string {
  const lang = languageOf[options.transaction.language];
  // The image's alt is empty: the button's text already names the method.
  const methods = options.providers
    .map(
      (provider) =>
        `<li><form method="post" action="${escapeHtml(provider.url)}">${hidden('transaction', options.token)}<button type="submit"><img src="${escapeHtml(provider.svg)}" alt="" width="60" height="30">${escapeHtml(provider.name)}</button></form></li>`,
    )
    .join('');
  const body = `<h1>${escapeHtml(text(lang, 'chooseMethod'))}</h1><p class="notice">${escapeHtml(text(lang, 'notice'))}</p>${summary(lang, options.transaction)}<ul>${methods}</ul><p>${termsSentence(lang, options.termsUrl)}</p>`;
  return page(lang, text(lang, 'chooseMethod'), body);
}

/** The bank's or card's page: the payer picks what the stand-in reports, one submit button each. */
export function providerPage(options: { transaction: StandInTransaction; token: string; provider: StandInProvider; action: string }): string {
  const { transaction, provider } = options;
  const lang = languageOf[transaction.language];
  const title = format(text(lang, 'payWith'), { provider: provider.name });
  const amount = formatEuros(transaction.amount, lang);
  const button = (status: 'ok' | 'fail' | 'pending' | 'delayed', primary = false) =>
    `<button type="submit" name="status" value="${status}"${primary ? ' class="primary"' : ''}>${escapeHtml(format(text(lang, status), { amount }))}</button>`;
  const body = `<h1>${escapeHtml(title)}</h1><p class="notice">${escapeHtml(text(lang, 'notice'))}</p>${summary(lang, transaction)}<form method="post" action="${escapeHtml(options.action)}">${hidden('transaction', options.token)}<fieldset><legend>${escapeHtml(text(lang, 'outcome'))}</legend>${button('ok', true)}${button('fail')}${button('pending')}${button('delayed')}</fieldset></form>`;
  return page(lang, title, body);
}

/**
 * A token that is not ours, altered or expired tells nothing of the payer's language, so the
 * page says it in all three, each part marked with its language.
 */
export function invalidPage(): string {
  const part = (lang: Language, heading: 'h1' | 'h2') =>
    `<${heading} lang="${lang}">${escapeHtml(text(lang, 'invalidTitle'))}</${heading}><p lang="${lang}">${escapeHtml(text(lang, 'invalid'))}</p>`;
  return page('fi', text('fi', 'invalidTitle'), part('fi', 'h1') + part('sv', 'h2') + part('en', 'h2'));
}

export function termsPage(lang: Language): string {
  return page(lang, text(lang, 'termsTitle'), `<h1>${escapeHtml(text(lang, 'termsTitle'))}</h1><p>${escapeHtml(text(lang, 'termsBody'))}</p>`);
}
