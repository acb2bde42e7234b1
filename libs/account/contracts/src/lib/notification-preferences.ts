import * as v from 'valibot';
import { NOTICE_CHANNELS } from '@portal/shared/util';

/**
 * My information's notification choices: per kind, e-mail, text message, both or none. A
 * confirmation of a booking made now goes by e-mail whatever the choice; the choice decides its
 * text message, and how reminders, cancellations and message notices go.
 */
const ChannelSchema = v.picklist(NOTICE_CHANNELS);

/**
 * `GET /api/user/notifications`: the session's patient's choices, or what goes before any choice
 * (`chosen` false). `messages` is null where the brand has no conversations: nothing to choose.
 */
export const NotificationPreferencesSchema = v.object({
  appointments: ChannelSchema,
  messages: v.nullable(ChannelSchema),
  chosen: v.boolean(),
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

/**
 * `PUT /api/user/notifications?csrfToken`: the whole choice, stored as given (a repeat changes
 * nothing). `messages` is left out where the brand has no conversations, and kept as it was.
 */
export const NotificationPreferencesRequestSchema = v.object({
  appointments: ChannelSchema,
  messages: v.optional(ChannelSchema),
});
export type NotificationPreferencesRequest = v.InferOutput<typeof NotificationPreferencesRequestSchema>;
