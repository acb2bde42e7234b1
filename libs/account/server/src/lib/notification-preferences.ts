import type { NotificationPreferences } from '@portal/account/contracts';
import { NotificationPreferencesRequestSchema } from '@portal/account/contracts';
import type { Database } from '@portal/shared/db';
import { noticePreferencesOf, notificationPreferences, patientConsents, personById } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, isMessagingServed, notFound, parseInput } from '@portal/shared/server';
import { channelOfParts, partsOfChannel } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface NotificationPreferenceRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * Keeps the appointments' choice and the consent's booking texts one choice: whichever form saves
 * last sets both. Called in the transaction that saves the consent.
 */
export async function syncBookingTexts(tx: Database, patientId: number, allowsBookingSms: boolean, at: Date): Promise<void> {
  const [row] = await tx.select({ appointments: notificationPreferences.appointments }).from(notificationPreferences).where(eq(notificationPreferences.patientId, patientId));
  if (!row) return;
  const appointments = channelOfParts({ email: partsOfChannel(row.appointments).email, sms: allowsBookingSms });
  if (appointments !== row.appointments) await tx.update(notificationPreferences).set({ appointments, updatedAt: at }).where(eq(notificationPreferences.patientId, patientId));
}

/**
 * My information's notification choices (`GET` and `PUT /api/user/notifications`), of the session's
 * subject: the child a guardian acts for (whose notices go to the contact details the guardian
 * keeps for the child), otherwise the signed-in person. A person without a patient record has
 * nothing to choose for yet: the read answers the defaults, the save 404 (register first).
 */
export function registerNotificationPreferenceRoutes(app: FastifyInstance, { db, config, now }: NotificationPreferenceRouteDeps): void {
  const messagingServed = isMessagingServed(config);

  async function subjectOf(request: FastifyRequest) {
    const found = await personById(db, actingSessionOf(request).subjectId);
    if (!found) throw notFound();
    return found;
  }

  app.get('/api/user/notifications', { config: { accessLog: { kind: 'notification-choices' } } }, async (request, reply): Promise<NotificationPreferences> => {
    const { person, patient } = await subjectOf(request);
    reply.header('cache-control', 'no-store');
    const preferences = await noticePreferencesOf(db, patient?.personId ?? person.id);
    return { appointments: preferences.appointments, messages: messagingServed ? preferences.messages : null, chosen: preferences.chosen };
  });

  app.put('/api/user/notifications', { config: { accessLog: false } }, async (request): Promise<{ type: 'success' }> => {
    const body = parseInput(NotificationPreferencesRequestSchema, request.body);
    const { patient } = await subjectOf(request);
    if (!patient) throw notFound();
    const patientId = patient.personId;
    const at = now();
    await db.transaction(async (tx) => {
      const current = await noticePreferencesOf(tx, patientId);
      // Without conversations there is no message choice to make: the one on record stays.
      const messages = messagingServed && body.messages !== undefined ? body.messages : current.messages;
      const chosen = { appointments: body.appointments, messages, updatedAt: at };
      await tx
        .insert(notificationPreferences)
        .values({ patientId, ...chosen })
        .onConflictDoUpdate({ target: notificationPreferences.patientId, set: chosen });
      // The consent's booking texts follow the choice, when the consent has been given.
      await tx.update(patientConsents).set({ allowsBookingSms: partsOfChannel(body.appointments).sms }).where(eq(patientConsents.patientId, patientId));
    });
    return { type: 'success' };
  });
}
