import type { DatabaseHandle } from '@portal/shared/db';
import { openDatabase, patients, persons } from '@portal/shared/db';
import { migrationsFolder } from '@portal/shared/db/testing';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { PassThrough } from 'node:stream';
import { loggableError, loggableMessage } from './loggable-error';
import { loggerOptions, withLoggableMessage } from './logging';

/** Values a failed query carries: a name, a street address, free text (an arrival reason). */
const values = ['Kurkkukipu', 'Mannerheimintie 5', 'Särkee kovasti', '010180-9026'];

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

function expectNoValues(text: string): void {
  for (const value of values) expect(text).not.toContain(value);
  expect(text).not.toContain('params');
  expect(text).not.toContain('Failed query');
  expect(text).not.toContain('Failing row');
}

describe('loggableError of database errors', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
    await database.migrate(migrationsFolder);
    await database.db.insert(persons).values({ ssn: '010180-9026', firstName: 'Ville', lastName: 'Huoltaja', birthDate: '1980-01-01' });
  });
  afterAll(() => database.close());

  const duplicate = () =>
    failure(() => database.db.insert(persons).values({ ssn: '010180-9026', firstName: 'Kurkkukipu', lastName: 'Mannerheimintie 5', birthDate: '1980-01-01' }));

  it('keeps the type, SQLSTATE, constraint and table of a unique violation, and no parameters', async () => {
    const error = await duplicate();
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // What drizzle puts in the message, and what the log used to get.
    expect((error as Error).message).toContain('params: 010180-9026,Kurkkukipu,Mannerheimintie 5');
    const logged = loggableError(error);
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      causes: ['DrizzleQueryError', 'DatabaseError'],
      code: '23505',
      constraint: 'persons_ssn_idx',
      table: 'persons',
      stack: expect.stringMatching(/^\s+at /),
    });
    expectNoValues(JSON.stringify(logged));
  });

  it('drops the failing row of a not-null violation and keeps the column', async () => {
    const error = await failure(() =>
      database.db.insert(persons).values({ ssn: '010180-9027', firstName: null as unknown as string, lastName: 'Mannerheimintie 5', birthDate: '1980-01-01' }),
    );
    expect(String((error as Error & { cause: { detail: string } }).cause.detail)).toContain('Failing row contains');
    const logged = loggableError(error);
    expect(logged).toMatchObject({ code: '23502', table: 'persons', column: 'first_name' });
    expectNoValues(JSON.stringify(logged));
  });

  it('drops a driver message that quotes the value', async () => {
    const error = await failure(() => database.db.execute(sql`select ${'Särkee kovasti'}::integer`));
    expect(String((error as Error).cause)).toContain('Särkee kovasti');
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
    expectNoValues(JSON.stringify(logged));
  });

  it('treats an error that wraps a database error as one', async () => {
    const cause = await failure(() => database.db.insert(patients).values({ personId: 999_999, healthCareType: 'private', street: 'Mannerheimintie 5' }));
    const wrapped = new Error(`saving failed: ${(cause as Error).message}`, { cause });
    const logged = loggableError(wrapped);
    expect(logged).toMatchObject({ type: 'Error', causes: ['Error', 'DrizzleQueryError', 'DatabaseError'], code: '23503', table: 'patients' });
    expect(logged.message).toBeUndefined();
    expectNoValues(JSON.stringify(logged));
  });

  it('handles a driver error of its own (pg DatabaseError)', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "persons_ssn_idx"'), {
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (first_name)=(Kurkkukipu) already exists.',
      where: 'Mannerheimintie 5',
      constraint: 'persons_ssn_idx',
      table: 'persons',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DatabaseError', code: '23505', constraint: 'persons_ssn_idx' });
    expectNoValues(JSON.stringify(logged));
  });

  it('gives the logger serializer the same answer, and is the same after a second pass', async () => {
    const error = await duplicate();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const app = Fastify(loggerOptions('info', stream));
    app.log.error({ err: error }, 'raw error');
    app.log.error({ err: loggableError(error) }, 'loggable error');
    app.log.error(error);
    app.log.error({ err: error });
    await app.close();
    const log = lines.join('');
    expectNoValues(log);
    const entries = log.trim().split('\n').map((line) => JSON.parse(line) as { err: unknown; msg: string });
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(entry.err).toEqual(JSON.parse(JSON.stringify(loggableError(error))));
    expect(entries.map((entry) => entry.msg)).toEqual(['raw error', 'loggable error', 'DrizzleQueryError 23505', 'DrizzleQueryError 23505']);
  });

  it("keeps no values when Fastify's own error log writes the message", async () => {
    const error = await duplicate();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    // No error handler of ours: Fastify's default one logs the error with its message as the line's.
    const app = Fastify(loggerOptions('info', stream));
    app.get('/fails', async () => {
      throw error;
    });
    expect((await app.inject('/fails')).statusCode).toBe(500);
    await app.close();
    const log = lines.join('');
    expectNoValues(log);
    expect(log).toContain('"code":"23505"');
  });
});

describe('loggableError of other errors', () => {
  it('keeps the type and the scrubbed message, and only the frames of the stack', () => {
    const logged = loggableError(new TypeError('no patient 010180-9026 for matti@example.fi'));
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('no patient [identity-code] for [e-mail]');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.stack).not.toContain('no patient');
  });

  it('names an error by its class when its name is the generic one', () => {
    class ReservationConflict extends Error {}
    expect(loggableError(new ReservationConflict('taken')).type).toBe('ReservationConflict');
  });

  it('keeps only the type of a plain object, and survives what it cannot read', () => {
    expect(loggableError({ type: 'OPError' })).toEqual({ type: 'OPError' });
    expect(loggableError({ type: 'OPError', message: 'Kurkkukipu' })).toEqual({ type: 'OPError' });
    expect(loggableError('Kurkkukipu')).toEqual({ type: 'unknown' });
    expect(loggableError(null)).toEqual({ type: 'unknown' });
  });

  it('lets the logger take plain objects as `err` (the sign-in logs `{ err: { type } }`)', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const app = Fastify(loggerOptions('info', stream));
    expect(() => app.log.warn({ err: { type: 'OPError' } }, 'identification failed')).not.toThrow();
    await app.close();
    expect(JSON.parse(lines.join(''))).toMatchObject({ err: { type: 'OPError' }, msg: 'identification failed' });
  });
});

describe('withLoggableMessage', () => {
  const error = Object.assign(new Error('null value; Failing row contains (Kurkkukipu)'), { severity: 'ERROR', code: '23502' });

  it('replaces a missing message, or one that quotes the error, with the loggable one', () => {
    expect(withLoggableMessage([error])).toEqual([{ err: error }, loggableMessage(error)]);
    expect(withLoggableMessage([{ err: error }])).toEqual([{ err: error }, 'DatabaseError 23502']);
    expect(withLoggableMessage([{ err: error }, error.message])).toEqual([{ err: error }, 'DatabaseError 23502']);
  });

  it('keeps a message of its own and lines without errors', () => {
    expect(withLoggableMessage([{ err: error }, 'request failed'])).toEqual([{ err: error }, 'request failed']);
    // An error with a short message does not take over a line's own message that happens to contain it.
    const short = new Error('e');
    expect(withLoggableMessage([{ err: short }, 'request failed'])).toEqual([{ err: short }, 'request failed']);
    expect(withLoggableMessage(['plain %s', 'text'])).toEqual(['plain %s', 'text']);
    expect(withLoggableMessage([{ removed: 3 }, 'expired rows purged'])).toEqual([{ removed: 3 }, 'expired rows purged']);
  });
});
