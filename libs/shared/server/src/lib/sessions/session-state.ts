import type { HealthCareType, SessionResponse } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { occupationalContracts, patients, persons } from '@portal/shared/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { StoredSession } from './session-store';
import { renewableSession, smsRenewalOf } from './sms-renewal';

async function personWithPatient(db: Database, personId: number) {
  const [row] = await db
    .select({ person: persons, healthCareType: patients.healthCareType })
    .from(persons)
    .leftJoin(patients, eq(patients.personId, persons.id))
    .where(eq(persons.id, personId));
  return row;
}

/**
 * The service's flags and the person's own: the sickness fund membership follows the signed-in
 * person's occupational contract (an employer of SICKNESS_FUND_COMPANY_CODES), also while they act
 * for a child, since the fund covers the employee.
 */
async function personalFeatures(db: Database, config: ApiConfig, personId: number): Promise<SessionResponse['features']> {
  if (config.sicknessFundCompanyCodes.length === 0) return [...config.features];
  const [contract] = await db
    .select({ patientId: occupationalContracts.patientId })
    .from(occupationalContracts)
    .where(and(eq(occupationalContracts.patientId, personId), inArray(occupationalContracts.companyCode, [...config.sicknessFundCompanyCodes])));
  return contract ? [...config.features, 'is-finnair-sickness-fund-member'] : [...config.features];
}

/** The idle timeout in whole units: minutes when it is a whole number of them, else seconds. */
export function authTokenTimeout(config: ApiConfig): { value: number; unit: 'minutes' | 'seconds' } {
  const minutes = config.session.idleMinutes;
  return Number.isInteger(minutes) ? { value: minutes, unit: 'minutes' } : { value: Math.round(minutes * 60), unit: 'seconds' };
}

/**
 * `GET /api/session`: the session state of account doc section 3 and the user. An expired session
 * that an SMS code may renew (sms-renewal.ts) says so with `smsRenewal`.
 */
export async function sessionResponse(
  db: Database,
  config: ApiConfig,
  request: { session: StoredSession | null; expiredSession: StoredSession | null; sessionStatus: string },
  lang: 'fi' | 'sv' | 'en',
  at: Date,
): Promise<SessionResponse> {
  const session = request.session;
  const self = session ? await personWithPatient(db, session.personId) : undefined;
  if (!session || !self) {
    const renewable = request.sessionStatus === 'expired' ? await renewableSession(db, config, request.expiredSession, at) : null;
    return {
      isSessionValid: false,
      reason: request.sessionStatus === 'expired' ? 'expired' : 'none',
      environment: config.environment,
      features: [...config.features],
      lang,
      authTokenTimeout: authTokenTimeout(config),
      ...(renewable ? { smsRenewal: smsRenewalOf(renewable) } : {}),
    };
  }
  const child = session.actingForId === null ? undefined : await personWithPatient(db, session.actingForId);
  // The pages show the child's data when a guardian acts for one, so the child's care type counts.
  const patient = child ?? self;
  const healthCareType: HealthCareType = patient.healthCareType ?? 'private';
  return {
    isSessionValid: true,
    environment: config.environment,
    csrfToken: session.csrfToken,
    features: await personalFeatures(db, config, session.personId),
    healthCareType,
    sessionScope: session.sessionScope,
    lang: session.lang,
    sessionExpires: session.expiresAt.toISOString(),
    authTokenTimeout: authTokenTimeout(config),
    user: {
      firstName: self.person.firstName,
      lastName: self.person.lastName,
      language: self.person.language,
      isRegistered: patient.healthCareType !== null,
      actingFor: child ? { firstName: child.person.firstName, lastName: child.person.lastName } : null,
    },
  };
}
