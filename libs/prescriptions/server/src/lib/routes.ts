import { customerServiceIds, insertThread } from '@portal/messaging/records';
import { pagePaths } from '@portal/shared/util';
import type { PrescriptionRenewalResponse, PrescriptionsList } from '@portal/prescriptions/contracts';
import { PrescriptionRenewalRequestSchema, PrescriptionsListQuerySchema, RENEWAL_MAINTENANCE_TYPE } from '@portal/prescriptions/contracts';
import type { DomainDeps, RateLimitRule } from '@portal/shared/server';
import { actingSessionOf, canRenewPrescriptions, createRateLimiter, forbidden, HttpProblem, isMessagingServed, notFound, parseInput } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { patientPrescriptions, patientPrescriptionsByIds } from './queries';
import { RENEWAL_THREAD_TITLE, renewalMessage } from './renewal-message';

/**
 * Renewals a signed-in person may send in an hour. Each one is a conversation the care team
 * answers, so fewer than messaging's own sends (60 an hour): ten is plenty for a patient.
 */
export const PRESCRIPTION_RENEWAL_LIMIT: RateLimitRule = { name: 'prescription-renewal', limit: 10, windowMinutes: 60 };

/**
 * The prescriptions list and sending a renewal (booking doc sections 2-9). Both work on the
 * session's patient (the child a guardian acts for) and nobody else's prescriptions: another
 * person's id is the same 404 as an unknown one. Health records are never kept by a cache.
 */
export function registerPrescriptionRoutes(app: FastifyInstance, { db, config, now }: DomainDeps): void {
  const limiter = createRateLimiter(db, now);
  const status = config.messaging.maintenance ? 'maintenance-mode' : 'ok';

  app.get('/api/prescriptions', { config: { accessLog: { kind: 'prescriptions' } } }, async (request, reply): Promise<PrescriptionsList> => {
    parseInput(PrescriptionsListQuerySchema, request.query);
    const acting = actingSessionOf(request);
    const rows = await patientPrescriptions(db, acting.subjectId);
    reply.header('cache-control', 'no-store');
    return {
      prescriptions: rows,
      renewal: {
        enabled: canRenewPrescriptions(
          rows.some((row) => row.isRenewable),
          isMessagingServed(config),
          acting.isChild,
        ),
        status,
      },
    };
  });

  /**
   * `POST /api/prescription-renewals?lang&csrfToken`: sends the renewal as a new customer
   * conversation to customer service, with the fixed Finnish title, a text body and no
   * attachments. Nothing is sent unless every prescription is the patient's own and renewable.
   */
  app.post('/api/prescription-renewals', { config: { accessLog: false } }, async (request, reply): Promise<PrescriptionRenewalResponse> => {
    const { lang } = parseInput(PrescriptionsListQuerySchema, request.query);
    const { prescriptionIds, answers } = parseInput(PrescriptionRenewalRequestSchema, request.body);
    const acting = actingSessionOf(request);
    if (!canRenewPrescriptions(true, isMessagingServed(config), acting.isChild)) throw forbidden('not-allowed');
    if (status === 'maintenance-mode') throw new HttpProblem(503, { type: RENEWAL_MAINTENANCE_TYPE });
    const chosen = await patientPrescriptionsByIds(db, acting.subjectId, prescriptionIds);
    if (chosen.length !== prescriptionIds.length) throw notFound();
    if (chosen.some((prescription) => !prescription.isRenewable)) {
      throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'prescriptionIds', message: 'Not renewable' }] });
    }
    if (!(await limiter.consume(PRESCRIPTION_RENEWAL_LIMIT, String(acting.personId))).allowed) throw new HttpProblem(429, { type: 'TooManyRequests' });
    const [recipient] = await customerServiceIds(db);
    if (recipient === undefined) throw new Error('no customer service professional to send to');
    const at = now();
    const threadId = await db.transaction((tx) =>
      insertThread(tx, {
        customerId: acting.subjectId,
        title: RENEWAL_THREAD_TITLE,
        professionalIds: [recipient],
        author: { kind: 'person', personId: acting.personId },
        content: renewalMessage(chosen, answers),
        attachments: [],
        at,
      }),
    );
    reply.code(201);
    return { threadPath: pagePaths.messaging.conversation(lang, threadId) };
  });
}
