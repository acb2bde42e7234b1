import type { NoticeChannel } from '@portal/shared/util';
import { channelOfParts } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { notificationPreferences, patientConsents } from './schema';

export interface NoticePreferences {
  appointments: NoticeChannel;
  messages: NoticeChannel;
}

/**
 * How a patient's notices go, per kind: as the patient chose in my information, or, before any
 * choice, appointment notices by e-mail (and by text message when the consent allows booking
 * texts) and message notices by e-mail. `chosen` says which.
 */
export async function noticePreferencesOf(db: Database, patientId: number): Promise<NoticePreferences & { chosen: boolean }> {
  const [row] = await db
    .select({ appointments: notificationPreferences.appointments, messages: notificationPreferences.messages })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.patientId, patientId));
  if (row) return { ...row, chosen: true };
  const [consent] = await db.select({ allowsBookingSms: patientConsents.allowsBookingSms }).from(patientConsents).where(eq(patientConsents.patientId, patientId));
  return { appointments: channelOfParts({ email: true, sms: consent?.allowsBookingSms ?? false }), messages: 'email', chosen: false };
}
