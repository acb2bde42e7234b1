/** One text message to send. */
export interface SmsMessage {
  /** E.164 (+358…). */
  to: string;
  body: string;
  /** After this long an undelivered message is dropped rather than arrive with a dead code. */
  validForSeconds: number;
}

/** Sends text messages: the development outbox or the production gateway, chosen by configuration. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The gateway refused or did not answer. The message carries the HTTP status and the gateway's
 * error code only: a gateway's own error text may quote the number.
 */
export class SmsNotSent extends Error {
  override readonly name = 'SmsNotSent';
  constructor(
    message: string,
    readonly status?: number,
    readonly gatewayCode?: number,
  ) {
    super(message);
  }
}
