/**
 * How a patient wants one kind of notice (my information's notification choices): by e-mail, by
 * text message, by both or not at all. Stored per kind (notification_preferences); the worker
 * reads it as the two channels it names.
 */
export const NOTICE_CHANNELS = ['email', 'sms', 'both', 'none'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export interface ChannelParts {
  email: boolean;
  sms: boolean;
}

export function partsOfChannel(channel: NoticeChannel): ChannelParts {
  return { email: channel === 'email' || channel === 'both', sms: channel === 'sms' || channel === 'both' };
}

export function channelOfParts({ email, sms }: ChannelParts): NoticeChannel {
  return email ? (sms ? 'both' : 'email') : sms ? 'sms' : 'none';
}
