import { testDatabases } from '@portal/shared/db/testing';
import { call, createTestApp, NOW, sessionFor } from '@portal/shared/server/testing';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { messagingServer } from '../index';
import { messagingTestApp, minutesAfter, operation } from '../testing/messaging-fixtures';
import { MAX_QUERY_ALIASES, MAX_QUERY_COST, MAX_QUERY_TOKENS } from './limits';

const threadsQuery = operation('messaging-threads');
const introspection = '{ __schema { queryType { name } } }';
const portalOperations = readdirSync(path.join(__dirname, '../../../feature/src/lib/operations'))
  .filter((file) => file.endsWith('.graphql') && file !== 'fragments.graphql')
  .map((file) => file.replace(/\.graphql$/, ''));

describe.each(testDatabases)('the customer-messaging endpoint on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('answers a signed-in customer’s query', async () => {
    const answer = await c.gql(await c.session(c.t.personIds.adult), threadsQuery);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ data: { messagingThreads: { totalCount: 0, paginatedThreads: [] } } });
  });

  it('needs a session: 401 as everywhere in the API', async () => {
    const answer = await c.gql(undefined, threadsQuery);
    expect([answer.statusCode, answer.body]).toEqual([401, { type: 'Unauthorized' }]);
  });

  it('refuses a POST without the session’s csrf token or from another origin, mutations and queries alike', async () => {
    const session = await c.session(c.t.personIds.adult);
    const markAsRead = operation('mark-as-read');
    for (const query of [threadsQuery, markAsRead]) {
      const without = await c.gql(session, query, { threadId: '1' }, { csrf: false });
      expect([without.statusCode, without.body]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    }
    const wrongToken = await c.t.app.inject({
      method: 'POST',
      url: '/api/customer-messaging?csrfToken=wrong',
      headers: { origin: c.t.config.publicOrigin, cookie: session.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: threadsQuery }),
    });
    expect([wrongToken.statusCode, wrongToken.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    const elsewhere = await c.gql(session, threadsQuery, {}, { origin: 'https://evil.example' });
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
  });

  it('takes no GET: queries come by POST with the csrf token too', async () => {
    const session = await c.session(c.t.personIds.adult);
    const response = await call(c.t, 'GET', `/api/customer-messaging?query=${encodeURIComponent('{ messagingThreads { totalCount } }')}&csrfToken=${session.csrfToken}`, { session });
    expect([response.statusCode, response.json()]).toEqual([405, { type: 'MethodNotAllowed' }]);
    expect(response.headers['allow']).toBe('POST');
    expect((await c.t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
  });

  it('takes JSON bodies only and no batches', async () => {
    const session = await c.session(c.t.personIds.adult);
    const form = await c.t.app.inject({
      method: 'POST',
      url: `/api/customer-messaging?csrfToken=${session.csrfToken}`,
      headers: { origin: c.t.config.publicOrigin, cookie: session.cookie, 'content-type': 'application/graphql' },
      payload: '{ messagingThreads { totalCount } }',
    });
    expect(form.statusCode).toBe(415);
    const batch = await call(c.t, 'POST', '/api/customer-messaging', { session, body: [{ query: threadsQuery }, { query: threadsQuery }] });
    expect(batch.statusCode).toBe(400);
  });

  it('refuses an operation deeper than 8 levels', async () => {
    const session = await c.session(c.t.personIds.adult);
    const nested = (levels: number) =>
      `{ messagingThreads { paginatedThreads { messages { paginatedMessages { deletedBy { ${'... on ProfessionalUser { '.repeat(levels)}absences { startDate }${' }'.repeat(levels)} } } } } } }`;
    // Eight levels (the fifth and sixth inline fragments): allowed.
    expect((await c.gql(session, nested(1))).body).toEqual({ data: { messagingThreads: { paginatedThreads: [] } } });
    const refused = await c.gql(session, nested(2));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('exceeds the query depth limit of 8');
    // The portal's own operations stay within it.
    const answer = await c.gql(session, operation('messaging-thread-for-customer'), { id: '1' });
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('refuses more aliases than the limit, before their cost is worked out', async () => {
    const session = await c.session(c.t.personIds.adult);
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `t${i}: messagingThreads { totalCount }`).join(' ');
    expect((await c.gql(session, `{ ${aliases(MAX_QUERY_ALIASES)} }`)).body.errors).toBeUndefined();
    const answer = await c.gql(session, `{ ${aliases(MAX_QUERY_ALIASES + 1)} }`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_MANY_ALIASES');
  });

  it('refuses an operation that costs too much, a fragment counted each time it is spread', async () => {
    const session = await c.session(c.t.personIds.adult);
    const fragment = 'fragment Page on ThreadPage { totalCount paginatedThreads { id title isRead created isActive } }';
    const spreads = (n: number) => Array.from({ length: n }, () => '...Page').join(' ');
    // Spreading the same fragment again selects the same fields, but costs again.
    expect((await c.gql(session, `{ messagingThreads { ${spreads(2)} } } ${fragment}`)).body.errors).toBeUndefined();
    const answer = await c.gql(session, `{ messagingThreads { ${spreads(40)} } } ${fragment}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COSTLY');
  });

  it('refuses fragments that each spread the next twice without walking their 2^30 paths, __typename counted', async () => {
    const session = await c.session(c.t.personIds.adult);
    const k = 30;
    const fragments = Array.from({ length: k }, (_, i) => (i + 1 < k ? `fragment F${i + 1} on Query { ...F${i + 2} ...F${i + 2} }` : `fragment F${k} on Query { __typename }`));
    const answer = await c.gql(session, `query Q { ...F1 } ${fragments.join(' ')}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COSTLY');
    // `__typename` costs like any field.
    const typenames = (n: number) => Array.from({ length: n }, () => '__typename').join(' ');
    expect((await c.gql(session, `{ ${typenames(MAX_QUERY_COST)} }`)).body.errors).toBeUndefined();
    expect((await c.gql(session, `{ ${typenames(MAX_QUERY_COST + 1)} }`)).body.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COSTLY');
  });

  it('refuses an operation of more tokens than the limit before validating it', async () => {
    const session = await c.session(c.t.personIds.adult);
    const fragments = Array.from({ length: MAX_QUERY_TOKENS }, (_, i) => `fragment G${i} on Query { __typename }`).join(' ');
    const answer = await c.gql(session, `{ __typename } ${fragments}`);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain(`more that ${MAX_QUERY_TOKENS} tokens`);
    // Every operation of the portal, with the fragments it sends along, stays within every limit.
    for (const name of portalOperations) {
      const refused = (await c.gql(session, operation(name), {})).body.errors?.find((error) => /QUERY_TOO|tokens|depth/.test(JSON.stringify(error)));
      expect(refused).toBeUndefined();
    }
  });

  it('allows introspection in development', async () => {
    const answer = await c.gql(await c.session(c.t.personIds.adult), introspection);
    expect(answer.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('never quotes a value the customer sent in an error', async () => {
    const session = await c.session(c.t.personIds.adult);
    const answer = await c.gql(session, operation('send-message'), { threadId: '1', message: { content: 12345678, secret: 'Salainen diagnoosi' } });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/12345678|Salainen/);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Invalid value', extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await c.gql(session, '{ messagingThreadForCustomer(id: "1", pagination: { limit: "Salainen" }) { id } }');
    expect(JSON.stringify(literal.body)).not.toContain('Salainen');
  });

  it('logs neither message contents nor names when a resolver fails', async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const database = await open();
    const t = await createTestApp({ database, domains: [messagingServer], logging: logs, env: { LOG_LEVEL: 'info' } });
    try {
      const session = await sessionFor(t, t.personIds.adult);
      // No professional users at all: a new thread has nobody to go to, an unexpected failure.
      const response = await call(t, 'POST', '/api/customer-messaging', {
        session,
        body: { query: operation('send-message-in-new-thread'), variables: { input: { title: 'Oireet', participantIds: [], firstMessage: { content: 'Minulla on Salainen vaiva' } } } },
      });
      expect([response.statusCode, response.json()]).toMatchObject([200, { data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }]);
      const log = lines.join('');
      expect(log).toContain('messaging resolver failed');
      expect(log).not.toMatch(/Salainen|Maija|Testinen|150585/);
    } finally {
      await t.close();
    }
  });

  it('keeps the time stamps ISO 8601', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult, { created: NOW });
    await c.insertMessage(threadId, { created: minutesAfter(NOW, 1), authorPersonId: c.t.personIds.adult });
    const answer = await c.gql(await c.session(c.t.personIds.adult), threadsQuery);
    expect(answer.body.data).toMatchObject({ messagingThreads: { paginatedThreads: [{ created: NOW.toISOString() }] } });
  });
});

describe.each(testDatabases)('where messaging is not served, on $name', ({ open }) => {
  const cases: [string, Record<string, string>][] = [
    ['the children’s brand', { PORTAL_BRAND: 'children', FEATURES: 'customer-messaging-enabled,customer-messaging-allowed' }],
    ['customer-messaging-allowed off', { FEATURES: '-customer-messaging-allowed' }],
    ['customer-messaging-enabled off', { FEATURES: '-customer-messaging-enabled' }],
  ];
  it.each(cases)('%s: every address answers 404', async (_name, env) => {
    const c = messagingTestApp(open);
    await c.setUp(env);
    try {
      const session = await c.session(c.t.personIds.adult);
      const answer = await c.gql(session, threadsQuery);
      expect([answer.statusCode, answer.body]).toEqual([404, { type: 'NotFound' }]);
      expect((await c.t.app.inject({ method: 'GET', url: '/dev-care-team' })).statusCode).toBe(404);
    } finally {
      await c.tearDown();
    }
  });

  it('has no introspection in production, and no development care-team page', async () => {
    const c = messagingTestApp(open);
    await c.setUp({ PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' });
    try {
      const session = await c.session(c.t.personIds.adult);
      const answer = await c.t.app.inject({
        method: 'POST',
        url: `/api/customer-messaging?csrfToken=${session.csrfToken}`,
        headers: { origin: c.t.config.publicOrigin, cookie: session.cookie.replace('portal_session', '__Host-portal_session'), 'content-type': 'application/json' },
        payload: JSON.stringify({ query: introspection }),
      });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('introspection');
      // Nor does a misspelt field get the right name suggested.
      const misspelt = await c.t.app.inject({
        method: 'POST',
        url: `/api/customer-messaging?csrfToken=${session.csrfToken}`,
        headers: { origin: c.t.config.publicOrigin, cookie: session.cookie.replace('portal_session', '__Host-portal_session'), 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ messagingThread { totalCount } }' }),
      });
      expect(misspelt.statusCode).toBe(400);
      expect(JSON.stringify(misspelt.json())).toContain('Cannot query field');
      expect(JSON.stringify(misspelt.json())).not.toMatch(/Did you mean|messagingThreads/);
      expect((await c.t.app.inject({ method: 'GET', url: '/dev-care-team' })).statusCode).toBe(404);
    } finally {
      await c.tearDown();
    }
  });
});
