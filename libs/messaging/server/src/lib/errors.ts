import { GraphQLError } from 'graphql';

/**
 * The answers a resolver gives on purpose, by `extensions.code`. Messages are fixed texts: they
 * never quote what the customer wrote.
 */
export type MessagingErrorCode =
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'THREAD_CLOSED'
  | 'ATTACHMENT_REJECTED'
  | 'ALREADY_ANSWERED'
  | 'TOO_MANY_REQUESTS';

export class MessagingError extends GraphQLError {
  constructor(
    readonly code: MessagingErrorCode,
    message: string,
    details: Record<string, string | number> = {},
  ) {
    super(message, { extensions: { code, ...details } });
  }
}

export const notFound = () => new MessagingError('NOT_FOUND', 'Not found');

/** Bad input: `field` names the argument, `reason` what is wrong with it. */
export const badInput = (field: string, reason: string) => new MessagingError('BAD_USER_INPUT', 'Invalid input', { field, reason });

/** A numeric database id from a GraphQL ID; anything else is an id that exists nowhere. */
export function idOf(value: string | number): number {
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text)) throw notFound();
  const id = Number(text);
  if (id > 2_147_483_647) throw notFound();
  return id;
}
