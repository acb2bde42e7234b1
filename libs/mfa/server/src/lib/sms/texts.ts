import type { Language } from '@portal/shared/util';
import { brandNames } from '@portal/shared/util';
import type { Brand } from '@portal/shared/server';
import { CODE_VALID_MINUTES } from '../codes';

export type CodePurpose = 'onboarding' | 'sign-in';

// Every letter here is in the GSM 7-bit alphabet (ä, ö and å are), so a message is one 160-character part.
const texts: Record<Language, Record<CodePurpose, string>> = {
  fi: {
    onboarding: '{brand}: Vahvistuskoodisi on {code}. Se on voimassa {minutes} minuuttia. Älä kerro koodia kenellekään.',
    'sign-in': '{brand}: Kirjautumiskoodisi on {code}. Se on voimassa {minutes} minuuttia. Älä kerro koodia kenellekään.',
  },
  sv: {
    onboarding: '{brand}: Din verifieringskod är {code}. Den gäller i {minutes} minuter. Berätta inte koden för någon.',
    'sign-in': '{brand}: Din inloggningskod är {code}. Den gäller i {minutes} minuter. Berätta inte koden för någon.',
  },
  en: {
    onboarding: '{brand}: Your verification code is {code}. It is valid for {minutes} minutes. Do not share the code with anyone.',
    'sign-in': '{brand}: Your sign-in code is {code}. It is valid for {minutes} minutes. Do not share the code with anyone.',
  },
};

/**
 * The code's text in the person's language. The last line is an origin-bound one-time code
 * ('@portal.example #1234'): a browser offers the code only on our own site, so a look-alike
 * site cannot have it filled in.
 */
export function codeMessage(options: { lang: Language; purpose: CodePurpose; code: string; brand: Brand; publicOrigin: string }): string {
  const { lang, purpose, code } = options;
  const values: Record<string, string> = { brand: brandNames[options.brand][lang], code, minutes: String(CODE_VALID_MINUTES) };
  const text = texts[lang][purpose].replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
  return `${text}\n\n@${new URL(options.publicOrigin).hostname} #${code}`;
}

/** The code of a message made by `codeMessage` (the development outbox's JSON for the end-to-end tests). */
export function codeInMessage(body: string): string | null {
  return /#(\d+)\s*$/.exec(body)?.[1] ?? null;
}
