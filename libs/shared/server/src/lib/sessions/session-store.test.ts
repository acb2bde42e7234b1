import { sessions } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { signIn } from '../../testing/sign-in';
import { createTestApp, fixturePersons, insertFixturePersons } from '../../testing/test-app';
import { locationOf, TestBrowser } from '../../testing/test-browser';
import { createLoginTransactions } from '../auth/login-transactions';
import { createSessionStore } from './session-store';
import { hashToken } from './tokens';

const minute = 60_000;

describe.each(testDatabases)('sessions on $name', ({ open }) => {
  it('stores only the token’s hash, extends on use, expires idle and absolute, and purges old rows', async () => {
    const database = await open();
    try {
      const ids = await insertFixturePersons(database);
      const clock = { now: new Date('2026-11-22T08:00:00Z') };
      const store = createSessionStore(database.db, { idleMinutes: 30, absoluteMinutes: 120 }, () => clock.now);
      const { token, session } = await store.create({
        personId: ids.adult,
        actingForId: null,
        sessionScope: 'default',
        lang: 'fi',
        identificationMethod: 'nordea',
      });
      const [row] = await database.db.select().from(sessions);
      expect(row?.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(session.expiresAt.toISOString()).toBe('2026-11-22T08:30:00.000Z');

      clock.now = new Date(clock.now.getTime() + 20 * minute);
      const used = await store.use(token);
      expect(used.status).toBe('valid');
      expect(used.status === 'valid' && used.session.expiresAt.toISOString()).toBe('2026-11-22T08:50:00.000Z');

      for (let step = 0; step < 3; step++) {
        clock.now = new Date(clock.now.getTime() + 25 * minute);
        expect((await store.use(token)).status).toBe('valid');
      }
      clock.now = new Date('2026-11-22T09:59:59Z');
      const last = await store.use(token);
      expect(last.status === 'valid' && last.session.expiresAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
      // 08:00 + 120 min is the absolute end, however busy the session.
      clock.now = new Date('2026-11-22T10:00:01Z');
      expect((await store.use(token)).status).toBe('expired');
      expect((await store.use('not-a-token')).status).toBe('unknown');

      clock.now = new Date('2026-11-23T10:01:00Z');
      expect(await store.purgeExpired()).toBe(1);
      expect((await store.use(token)).status).toBe('unknown');
    } finally {
      await database.close();
    }
  });

  it('lets a sign-in transaction live 15 minutes', async () => {
    const database = await open();
    try {
      const clock = { now: new Date('2026-11-22T08:00:00Z') };
      const transactions = createLoginTransactions(database.db, () => clock.now);
      const id = await transactions.start({
        codeVerifier: 'v',
        state: 's',
        nonce: 'n',
        next: '/fi',
        lang: 'fi',
        mode: 'self',
        sessionScope: 'default',
        identificationMethod: null,
      });
      clock.now = new Date('2026-11-22T08:14:00Z');
      expect(await transactions.find(id)).toMatchObject({ next: '/fi' });
      clock.now = new Date('2026-11-22T08:16:00Z');
      expect(await transactions.find(id)).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('signs in end to end through the identity provider', async () => {
    const t = await createTestApp({ database: await open() });
    try {
      const browser = new TestBrowser(t.app);
      const callback = await signIn(browser, { ...fixturePersons.adult, next: '/fi/laskut' });
      expect(locationOf(callback)).toBe('/fi/laskut');
      expect((await browser.request('GET', '/api/session')).json()).toMatchObject({ isSessionValid: true });
    } finally {
      await t.close();
    }
  });
});
