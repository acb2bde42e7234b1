import type { ConfigContext, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import type { BrandId, Language } from '@portal/shared/util';
import { brandNames, isValidEmail, normalizeEmail } from '@portal/shared/util';
import * as v from 'valibot';

/** The schemes nodemailer speaks: SMTP (upgraded with STARTTLS) and SMTP over TLS from the first byte. */
const SMTP_SCHEMES = ['smtp:', 'smtps:'];

/** An smtp: or smtps: URL with a host, whose credentials (if any) decode. */
export function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (!SMTP_SCHEMES.includes(url.protocol) || url.hostname === '') return false;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    return true;
  } catch {
    return false;
  }
}

/**
 * A display name a mail client shows as is: letters, digits, spaces and . ' & -. No quotes, commas
 * or angle brackets, which would make it a second address or a quoted string to get wrong.
 */
const DISPLAY_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} .'&-]{0,62}[\p{L}\p{M}\p{N}.])?$/u;
const NAMED_ADDRESS = /^(?<name>[^<>]+?) <(?<address>[^<>\s]+)>$/u;

/** A plain address as written: isValidEmail would also pass one with stray spaces or control characters, which it strips. */
const isPlainAddress = (value: string) => normalizeEmail(value) === value && isValidEmail(value);

/** `address@domain` or `Name <address@domain>`, the address a plain one (isValidEmail). */
export function isMailSender(value: string): boolean {
  const named = NAMED_ADDRESS.exec(value);
  if (!named) return isPlainAddress(value);
  const { name = '', address = '' } = named.groups ?? {};
  return DISPLAY_NAME.test(name) && isPlainAddress(address);
}

/**
 * The e-mail notifications' own variables, their configuration part (mailConfig below): the mail
 * server the notices leave through and their sender. Messages are our own: valibot's quote the
 * value, and the server's URL may hold its password.
 */
export const mailEnvEntries = {
  /**
   * The mail server the notices leave through: smtp://user:password@host:587 (STARTTLS, required
   * unless the host is this machine's loopback) or smtps://user:password@host:465 (TLS from the
   * start); a password's special characters percent-encoded. Required in production. Unset in
   * development: a local SMTP server inside the API receives the mail, shown on /dev-mail.
   */
  SMTP_URL: v.optional(v.pipe(v.string(), v.check(isSmtpUrl, 'must be an smtp: or smtps: URL with a host (smtp://user:password@host:587)'))),
  /**
   * The notices' sender: an address (no-reply@example.fi) or a name and an address
   * (Kajo <no-reply@example.fi>). Required in production. Unset in development: the brand's
   * name at no-reply@portal.invalid.
   */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.check(isMailSender, 'must be an address (no-reply@example.fi) or a name and an address (Kajo <no-reply@example.fi>)'))),
};

type MailEnv = PartEnv<typeof mailEnvEntries>;

export interface MailConfig {
  /** The mail server (credentials included); null in development without one: the local SMTP server (dev-smtp-server.ts). */
  smtpUrl: string | null;
  /** The sender as configured; null in development without one: senderOf gives the brand's name. */
  from: string | null;
}

const requiredInProduction = ['SMTP_URL', 'MAIL_FROM'] as const;

/**
 * Production: the local SMTP server only keeps the mail on a development page, so notices must
 * leave through a real mail server, from an address the patient can recognise (and its domain
 * vouch for). Development takes either or neither.
 */
export function mailProblems(e: MailEnv, { production }: ConfigContext): string[] {
  if (!production) return [];
  return requiredInProduction.filter((name) => e[name] === undefined).map((name) => `${name}: required in the production environment`);
}

export function mailOf(e: MailEnv): MailConfig {
  return { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? null };
}

/** The development sender's address: .invalid is reserved, so no reply can reach anyone (RFC 2606). */
export const DEVELOPMENT_SENDER_ADDRESS = 'no-reply@portal.invalid';

/**
 * Who a notice is from: MAIL_FROM, or in development the brand's name (in the notice's language)
 * at an address that cannot exist. The configuration part does not know the brand (PORTAL_BRAND is
 * the shared configuration's), so the caller passes config.brand.
 */
export function senderOf(config: MailConfig, brand: BrandId, language: Language = 'fi'): string {
  return config.from ?? `${brandNames[brand][language]} <${DEVELOPMENT_SENDER_ADDRESS}>`;
}

/** The bare address of a sender (`Name <address>` or `address`, as isMailSender takes): a calendar entry's organiser, say. */
export function senderAddress(sender: string): string {
  return NAMED_ADDRESS.exec(sender)?.groups?.['address'] ?? sender;
}

/** The e-mail notifications' own variables (read with configOf(config, mailConfig)). */
export const mailConfig = configPart({
  name: 'notifications: mail',
  file: 'libs/notifications/server/src/lib/mail/mail-config.ts',
  entries: mailEnvEntries,
  problems: mailProblems,
  read: mailOf,
});
