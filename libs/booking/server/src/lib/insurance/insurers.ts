import type { DirectCompensationPermit, LahiTapiolaReturnStatus } from '@portal/booking/contracts';
import { DirectCompensationPermitSchema, lahiTapiolaReturnStatuses } from '@portal/booking/contracts';
import type { InsurerService } from './insurers-config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/**
 * The insurers' direct-compensation services behind adapters. Their partner interfaces are not
 * public, so the adapters speak this JSON profile, which the development stand-in
 * (`insurer-stand-in.ts`) answers too; a change of an insurer's interface stays in this file.
 *
 * Every call is a POST of JSON with `Authorization: Bearer <API key>`, answered 200 with JSON:
 *   Pohjola      POST {base}/insurance-checks                  { personalIdentityCode, treatmentDate } -> { hasInsurance }
 *   LähiTapiola  POST {base}/policy-checks                     { personalIdentityCode } -> { hasHealthcarePolicy }
 *                POST {base}/direct-compensation-permits/search { personalIdentityCode, language } -> { permits: [...] }
 *                POST {base}/permit-applications               { personalIdentityCode, language, channel: 'w', redirectTo } -> { applicationUrl }
 * The person applies on `applicationUrl` (LähiTapiola's page), which sends the browser back to
 * `redirectTo` with `status`, `application` and `signature`: hex HMAC-SHA256 under the return
 * secret of `${application}\n${status}`. Identity codes travel only server to server, never in
 * an address.
 */

/** The insurer could not answer (down, timed out, refused our key, or answered out of protocol). */
export class InsurerUnavailableError extends Error {
  override readonly name = 'InsurerUnavailableError';
}

export interface PohjolaService {
  hasInsurance(personalIdentityCode: string, treatmentDate: string): Promise<boolean>;
}

export interface LahiTapiolaService {
  hasHealthcarePolicy(personalIdentityCode: string): Promise<boolean>;
  permits(personalIdentityCode: string, language: 'fi' | 'sv' | 'en'): Promise<DirectCompensationPermit[]>;
  /** Starts an application; the browser goes to the address returned. */
  applyForPermit(request: { personalIdentityCode: string; language: 'fi' | 'sv' | 'en'; redirectTo: string }): Promise<string>;
  /** The application's outcome when the return's signature holds; otherwise null. */
  readReturn(query: { status?: unknown; application?: unknown; signature?: unknown }): LahiTapiolaReturnStatus | null;
}

/** Time the insurers get to answer before the booking says the check failed. */
export const INSURER_TIMEOUT_MS = 10_000;

async function call<TSchema extends v.GenericSchema>(service: InsurerService, fetchImpl: typeof fetch, path: string, body: unknown, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let response: Response;
  try {
    response = await fetchImpl(`${service.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(INSURER_TIMEOUT_MS),
    });
  } catch {
    throw new InsurerUnavailableError(`${path}: no answer`);
  }
  if (response.status !== 200) throw new InsurerUnavailableError(`${path}: HTTP ${response.status}`);
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new InsurerUnavailableError(`${path}: answer out of protocol`);
  return parsed.output;
}

export function createPohjolaService(service: InsurerService, fetchImpl: typeof fetch = fetch): PohjolaService {
  const Answer = v.object({ hasInsurance: v.boolean() });
  return {
    async hasInsurance(personalIdentityCode, treatmentDate) {
      return (await call(service, fetchImpl, '/insurance-checks', { personalIdentityCode, treatmentDate }, Answer)).hasInsurance;
    },
  };
}

/** The return's signature: hex HMAC-SHA256 of `${application}\n${status}`. */
export function lahiTapiolaReturnSignature(secret: string, application: string, status: string): string {
  return createHmac('sha256', secret).update(`${application}\n${status}`).digest('hex');
}

export function createLahiTapiolaService(service: InsurerService & { returnSecret: string }, fetchImpl: typeof fetch = fetch): LahiTapiolaService {
  const Policy = v.object({ hasHealthcarePolicy: v.boolean() });
  const Permits = v.object({ permits: v.array(DirectCompensationPermitSchema) });
  const Application = v.object({ applicationUrl: v.pipe(v.string(), v.url()) });
  return {
    async hasHealthcarePolicy(personalIdentityCode) {
      return (await call(service, fetchImpl, '/policy-checks', { personalIdentityCode }, Policy)).hasHealthcarePolicy;
    },
    async permits(personalIdentityCode, language) {
      return (await call(service, fetchImpl, '/direct-compensation-permits/search', { personalIdentityCode, language }, Permits)).permits;
    },
    async applyForPermit({ personalIdentityCode, language, redirectTo }) {
      const { applicationUrl } = await call(service, fetchImpl, '/permit-applications', { personalIdentityCode, language, channel: 'w', redirectTo }, Application);
      // Only the insurer's own pages: an answer pointing elsewhere would send the patient off.
      if (new URL(applicationUrl).origin !== new URL(service.baseUrl).origin) throw new InsurerUnavailableError('/permit-applications: address of another site');
      return applicationUrl;
    },
    readReturn({ status, application, signature }) {
      if (typeof status !== 'string' || typeof application !== 'string' || typeof signature !== 'string') return null;
      if (!(lahiTapiolaReturnStatuses as readonly string[]).includes(status) || !/^[0-9a-f]{64}$/.test(signature) || application.length > 2000) return null;
      const expected = Buffer.from(lahiTapiolaReturnSignature(service.returnSecret, application, status), 'hex');
      return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? (status as LahiTapiolaReturnStatus) : null;
    },
  };
}
