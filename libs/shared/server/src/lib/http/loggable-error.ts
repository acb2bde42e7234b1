import { DrizzleQueryError } from 'drizzle-orm';
import { types } from 'node:util';
import { scrub } from './redact';

/**
 * An error as a log line may hold it. A database error is told by its structure alone: drizzle's
 * message quotes the query's parameters ('Failed query: update ... params: Kurkkukipu,
 * Mannerheimintie 5'), and the driver's message, `detail` and `where` quote values too ('Failing
 * row contains (...)', 'invalid input syntax for type integer: "..."'), so none of that text is
 * kept. Any other error keeps its message, scrubbed of identity codes, e-mails and phones.
 */
export interface LoggableError {
  /** The error's class: 'TypeError', 'DrizzleQueryError', 'DatabaseError'. */
  type: string;
  /** Other errors only, scrubbed. */
  message?: string;
  /** The types along a database error's `cause` chain, outermost first. */
  causes?: string[];
  /** The database's SQLSTATE ('23505' unique violation, '23502' not-null violation). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames only: its first lines repeat the message. */
  stack?: string;
}

/** What `loggableError` made, so that a second pass (the logger's `err` serializer) keeps it as it is. */
const made = new WeakSet<LoggableError>();

/** An Error of this realm or another one (Node's own errors in a test sandbox). */
export function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

const sqlState = /^[0-9A-Z]{5}$/;
/** Constraint, table and column names as a schema spells them (PostgreSQL's limit is 63 bytes). */
const identifier = /^[A-Za-z_][\w$]{0,62}$/;

type Fields = Record<string, unknown>;

/** drizzle's wrapper around a failed query; structurally too, should a second copy of drizzle be loaded. */
function isDrizzleQueryError(error: Error): boolean {
  return error instanceof DrizzleQueryError || (error.message.startsWith('Failed query: ') && 'params' in error);
}

/** A pg or PGlite server error (pg-protocol's DatabaseError): a severity and a SQLSTATE code. */
function isServerError(error: Error): boolean {
  const fields = error as unknown as Fields;
  return typeof fields['severity'] === 'string' && typeof fields['code'] === 'string' && sqlState.test(fields['code']);
}

function isDatabaseError(error: Error): boolean {
  return isDrizzleQueryError(error) || isServerError(error);
}

function typeName(error: Error): string {
  if (error instanceof DrizzleQueryError) return 'DrizzleQueryError';
  // pg-protocol names its errors 'error', and PGlite's class name is minified.
  if (isServerError(error)) return 'DatabaseError';
  const name = error.name && error.name !== 'Error' ? error.name : error.constructor?.name;
  return typeof name === 'string' && name !== '' ? name : 'Error';
}

/** The error and its causes, outermost first; a cycle or a very long chain ends it. */
function causeChain(error: Error): Error[] {
  const chain = [error];
  let cause = error.cause;
  while (isError(cause) && !chain.includes(cause) && chain.length < 8) {
    chain.push(cause);
    cause = cause.cause;
  }
  return chain;
}

/** Only the `    at ...` lines: the lines before them are the message, which may quote values. */
function stackFrames(stack: string | undefined): string | undefined {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at\s/.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function databaseFields(chain: Error[]): Pick<LoggableError, 'code' | 'constraint' | 'table' | 'column'> {
  const server = chain.find(isServerError) as Fields | undefined;
  if (!server) return {};
  const result: Pick<LoggableError, 'code' | 'constraint' | 'table' | 'column'> = { code: String(server['code']) };
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = server[key];
    if (typeof value === 'string' && identifier.test(value)) result[key] = value;
  }
  return result;
}

/**
 * The one way an error reaches a log: the error handler's 'request failed' line, the logger's
 * `err` serializer (every `log.x({ err })`), a domain's own `log.error({ err: loggableError(e) })`.
 * Safe to apply twice; a plain object that did not come from here keeps only its `type`.
 */
export function loggableError(error: unknown): LoggableError {
  if (typeof error === 'object' && error !== null && made.has(error as LoggableError)) return error as LoggableError;
  let result: LoggableError;
  if (isError(error)) {
    const chain = causeChain(error);
    const stack = stackFrames(error.stack);
    if (chain.some(isDatabaseError)) {
      result = {
        type: typeName(error),
        ...(chain.length > 1 ? { causes: chain.map(typeName) } : {}),
        ...databaseFields(chain),
        ...(stack ? { stack } : {}),
      };
    } else {
      result = { type: typeName(error), message: scrub(String(error.message)), ...(stack ? { stack } : {}) };
    }
  } else {
    const type = typeof error === 'object' && error !== null ? (error as Fields)['type'] : undefined;
    result = { type: typeof type === 'string' && identifier.test(type) ? type : 'unknown' };
  }
  made.add(result);
  return result;
}

/** A line's message for an error logged without one of its own (pino would use the raw message). */
export function loggableMessage(error: unknown): string {
  const loggable = loggableError(error);
  return loggable.message ?? (loggable.code ? `${loggable.type} ${loggable.code}` : loggable.type);
}
