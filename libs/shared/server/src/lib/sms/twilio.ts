import type { SmsGatewayConfig } from './sms-gateway-config';
import type { SmsMessage, SmsSender } from './sender';
import { SmsNotSent } from './sender';

/** The longest a message may wait in the gateway's queue (its ValidityPeriod range is 1-36,000 s). */
const MAX_VALIDITY_SECONDS = 36_000;

/** A send that has not been answered in this time has failed; the person may ask for a new code. */
const TIMEOUT_MS = 10_000;

export interface TwilioSenderOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function errorCodeOf(text: string): number | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`, a form body
 * of To, From (or MessagingServiceSid for a Messaging Service, MG…), Body and ValidityPeriod, and
 * HTTP Basic authentication with the account SID and its auth token. A created message is 201
 * with its `sid`; a refusal is 4xx with `{code, message, more_info, status}`, of which only the
 * numeric code is kept (the message may quote the number).
 */
export function createTwilioSender(gateway: SmsGatewayConfig, options: TwilioSenderOptions = {}): SmsSender {
  const send = options.fetch ?? fetch;
  const url = `${gateway.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(gateway.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${gateway.accountSid}:${gateway.authToken}`).toString('base64')}`;
  const senderField = gateway.sender.startsWith('MG') ? 'MessagingServiceSid' : 'From';

  return {
    async send(message: SmsMessage): Promise<void> {
      const form = new URLSearchParams({
        To: message.to,
        [senderField]: gateway.sender,
        Body: message.body,
        ValidityPeriod: String(Math.min(Math.max(Math.round(message.validForSeconds), 1), MAX_VALIDITY_SECONDS)),
      });
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsNotSent(`The SMS gateway did not answer (${error instanceof Error ? error.name : 'unknown'})`);
      }
      const text = await response.text();
      if (response.status < 200 || response.status >= 300) {
        const code = errorCodeOf(text);
        throw new SmsNotSent(`The SMS gateway refused the message: HTTP ${response.status}${code === undefined ? '' : `, code ${code}`}`, response.status, code);
      }
    },
  };
}
