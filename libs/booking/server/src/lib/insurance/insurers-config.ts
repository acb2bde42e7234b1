import type { ConfigContext, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/**
 * The insurers' direct-compensation services the booking asks (booking doc sections 4, 5 and 7),
 * booking's configuration part (insurersConfig below): Pohjola's insurance check and LähiTapiola's policy check,
 * permits and permit application. Each is a base URL with its API key (LähiTapiola also the key
 * that signs the browser's return from its permit application); all of an insurer's variables or
 * none. Unset in development: the local stand-in at `${publicOrigin}/insurer-stand-in`, answering
 * from the demo persons. Messages are our own: valibot's quote the value, and keys are secrets.
 */
export const insurerEnvEntries = {
  /** Pohjola's direct-compensation service (the insurance check); unset in development: the stand-in. */
  INSURANCE_POHJOLA_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** Pohjola's API key. */
  INSURANCE_POHJOLA_API_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** LähiTapiola's direct-compensation service (policy check, permits, permit application); unset in development: the stand-in. */
  INSURANCE_LAHITAPIOLA_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** LähiTapiola's API key. */
  INSURANCE_LAHITAPIOLA_API_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** The key that signs the browser's return from LähiTapiola's permit application. */
  INSURANCE_LAHITAPIOLA_RETURN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
};

type InsurerEnv = PartEnv<typeof insurerEnvEntries>;

export interface InsurerService {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
}

export interface InsurersConfig {
  pohjola: InsurerService;
  lahiTapiola: InsurerService & { returnSecret: string };
  /** True when the local stand-in plays both insurers: development only. */
  standIn: boolean;
}

export const INSURER_STAND_IN_PREFIX = '/insurer-stand-in';

const pohjolaVariables = ['INSURANCE_POHJOLA_URL', 'INSURANCE_POHJOLA_API_KEY'] as const;
const lahiTapiolaVariables = ['INSURANCE_LAHITAPIOLA_URL', 'INSURANCE_LAHITAPIOLA_API_KEY', 'INSURANCE_LAHITAPIOLA_RETURN_SECRET'] as const;
const allVariables = [...pohjolaVariables, ...lahiTapiolaVariables] as const;

/** The stand-in's keys: it runs in development only and guards nothing real. */
export const insurerStandInKeys = {
  apiKey: 'development-insurer-stand-in-key',
  returnSecret: 'development-lahitapiola-stand-in-return-secret',
} as const;

/**
 * Both insurers or neither (the stand-in plays both); production needs the real services over
 * HTTPS: a person's identity code goes to them.
 */
export function insurerProblems(e: InsurerEnv, { production }: ConfigContext): string[] {
  const missing = allVariables.filter((name) => e[name] === undefined);
  return [
    ...(production || missing.length < allVariables.length ? missing.map((name) => `${name}: required ${production ? 'in the production environment' : 'with the other INSURANCE_ variables'}`) : []),
    ...(['INSURANCE_POHJOLA_URL', 'INSURANCE_LAHITAPIOLA_URL'] as const)
      .filter((name) => production && e[name] !== undefined && new URL(e[name]).protocol !== 'https:')
      .map((name) => `${name}: must be https: in the production environment`),
  ];
}

export function insurersOf(e: InsurerEnv, { publicOrigin }: ConfigContext): InsurersConfig {
  const { INSURANCE_POHJOLA_URL: pohjolaUrl, INSURANCE_POHJOLA_API_KEY: pohjolaKey, INSURANCE_LAHITAPIOLA_URL: lahiTapiolaUrl } = e;
  const { INSURANCE_LAHITAPIOLA_API_KEY: lahiTapiolaKey, INSURANCE_LAHITAPIOLA_RETURN_SECRET: returnSecret } = e;
  if (pohjolaUrl && pohjolaKey && lahiTapiolaUrl && lahiTapiolaKey && returnSecret) {
    return {
      pohjola: { baseUrl: pohjolaUrl.replace(/\/+$/, ''), apiKey: pohjolaKey },
      lahiTapiola: { baseUrl: lahiTapiolaUrl.replace(/\/+$/, ''), apiKey: lahiTapiolaKey, returnSecret },
      standIn: false,
    };
  }
  const standIn = `${publicOrigin}${INSURER_STAND_IN_PREFIX}`;
  return {
    pohjola: { baseUrl: `${standIn}/pohjola`, apiKey: insurerStandInKeys.apiKey },
    lahiTapiola: { baseUrl: `${standIn}/lahitapiola`, apiKey: insurerStandInKeys.apiKey, returnSecret: insurerStandInKeys.returnSecret },
    standIn: true,
  };
}

/** Booking's own variables: the insurers' services (read with configOf(config, insurersConfig)). */
export const insurersConfig = configPart({
  name: 'booking: insurers',
  file: 'libs/booking/server/src/lib/insurance/insurers-config.ts',
  entries: insurerEnvEntries,
  problems: insurerProblems,
  read: insurersOf,
});

