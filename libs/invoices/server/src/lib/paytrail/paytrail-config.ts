import type { ConfigContext, ContentSecuritySources, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/**
 * Paying's own variables, the invoices' configuration part (paytrailConfig below). Messages are our
 * own, as valibot's quote the value and the secret must never be echoed.
 */
export const paytrailEnvEntries = {
  /**
   * Paytrail's Payment API (https://services.paytrail.com) and the merchant's credentials; all
   * three or none. Unset in development: the local stand-in with Paytrail's public test merchant.
   */
  PAYTRAIL_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** The merchant id. */
  PAYTRAIL_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'must be the numeric merchant id'))),
  /** The merchant's secret, which signs the requests and checks Paytrail's answers. */
  PAYTRAIL_SECRET: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
};

type PaytrailEnv = PartEnv<typeof paytrailEnvEntries>;

export interface PaytrailConfig {
  /** Without a trailing slash: the client appends `/payments`. */
  baseUrl: string;
  account: string;
  secret: string;
  /** True when the local stand-in (`${publicOrigin}/paytrail-stand-in`) plays Paytrail: development only. */
  standIn: boolean;
}

/** Paytrail's public test merchant (its documentation's credentials): the stand-in's in development, and the tests'. */
export const paytrailTestMerchant: Readonly<{ account: string; secret: string }> = { account: '375917', secret: 'SAIPPUAKAUPPIAS' };

export const PAYTRAIL_STAND_IN_PREFIX = '/paytrail-stand-in';

const variables = ['PAYTRAIL_BASE_URL', 'PAYTRAIL_ACCOUNT', 'PAYTRAIL_SECRET'] as const;

/**
 * Real money: the stand-in and its public test merchant never answer in production, which needs
 * all three over https:. In development the three go together too: a half-configured merchant
 * would sign with the wrong secret.
 */
export function paytrailProblems(e: PaytrailEnv, { production }: ConfigContext): string[] {
  const missing = variables.filter((name) => e[name] === undefined);
  if (production) {
    return [
      ...missing.map((name) => `${name}: required in the production environment`),
      ...(e.PAYTRAIL_BASE_URL !== undefined && new URL(e.PAYTRAIL_BASE_URL).protocol !== 'https:' ? ['PAYTRAIL_BASE_URL: must be https: in the production environment'] : []),
    ];
  }
  if (missing.length === 0 || missing.length === variables.length) return [];
  return missing.map((name) => `${name}: required with the other PAYTRAIL_ variables`);
}

export function paytrailOf(e: PaytrailEnv, { publicOrigin }: ConfigContext): PaytrailConfig {
  if (e.PAYTRAIL_BASE_URL !== undefined && e.PAYTRAIL_ACCOUNT !== undefined && e.PAYTRAIL_SECRET !== undefined) {
    return { baseUrl: e.PAYTRAIL_BASE_URL.replace(/\/+$/, ''), account: e.PAYTRAIL_ACCOUNT, secret: e.PAYTRAIL_SECRET, standIn: false };
  }
  return { baseUrl: `${publicOrigin}${PAYTRAIL_STAND_IN_PREFIX}`, ...paytrailTestMerchant, standIn: true };
}

/** The invoices' own variables: Paytrail's (read with configOf(config, paytrailConfig)). */
export const paytrailConfig = configPart({
  name: 'invoices: Paytrail',
  file: 'libs/invoices/server/src/lib/paytrail/paytrail-config.ts',
  entries: paytrailEnvEntries,
  problems: paytrailProblems,
  read: paytrailOf,
});

/** Paytrail's answer names each provider's logo on its image server; the stand-in's are ours. */
export const PAYTRAIL_IMAGES = 'https://resources.paytrail.com';

/**
 * What the pay page needs of the content security policy. The local stand-in's forms post to the
 * API's own origin ('self') and its logos are ours. Paytrail's providers are banks and card
 * services: each provider's form posts to an address of that provider, named in Paytrail's signed
 * answer and changing with its list, and browsers apply form-action to the redirects that follow
 * the post too. So with Paytrail any https target is allowed; scripts stay limited to our origin,
 * so only our own pages build forms, and never an http one (production also upgrades insecure
 * requests). The providers' logos come from Paytrail's image server.
 */
export function paymentContentSecurity({ standIn }: Pick<PaytrailConfig, 'standIn'>): ContentSecuritySources {
  return standIn ? {} : { formAction: ['https:'], imgSrc: [PAYTRAIL_IMAGES] };
}
