import { accessLog, messages, professionalAbsences, threadReads } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { NOW, testOrigin } from '@portal/shared/server/testing';
import { desc, eq } from 'drizzle-orm';
import { messagingTestApp, minutesAfter, operation } from '../../testing/messaging-fixtures';

describe.each(testDatabases)('the development care-team pages on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = (url: string) => c.t.app.inject({ method: 'GET', url });
  const post = (url: string, form: Record<string, string>, origin: string | null = testOrigin) =>
    c.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) },
      payload: new URLSearchParams(form).toString(),
    });

  it('lists the professionals and a professional’s threads, unread marked, with everything escaped', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult, { title: '<script>alert(1)</script>' });
    await c.insertMessage(threadId, { created: minutesAfter(NOW, -5), authorPersonId: c.t.personIds.adult, content: '<img src=x onerror=alert(1)>' });
    const front = await get('/dev-care-team');
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toMatch(/^text\/html/);
    expect(front.headers['cache-control']).toBe('no-store');
    expect(front.body).toContain(`<a href="/dev-care-team/${c.pros.doctor}">Aino Lääkäri</a>`);

    const list = await get(`/dev-care-team/${c.pros.doctor}`);
    expect(list.body).not.toContain('<script>alert');
    expect(list.body).toContain('<strong>Unread: </strong>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list.body).toContain('Maija Testinen');
    // Someone not in the thread does not see it.
    expect((await get(`/dev-care-team/${c.pros.nurse}`)).body).toContain('No conversations.');
    expect((await get(`/dev-care-team/${c.pros.nurse}/threads/${threadId}`)).statusCode).toBe(404);
    expect((await get('/dev-care-team/999999')).statusCode).toBe(404);

    const page = await get(`/dev-care-team/${c.pros.doctor}/threads/${threadId}`);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img');
    expect(await c.database.db.select().from(threadReads)).toEqual([expect.objectContaining({ readerKind: 'professional', readerId: c.pros.doctor, readAt: NOW })]);
    // The professional's read is in the patient's access log, under the professional's own number.
    const [read] = (await c.database.db.select().from(accessLog).orderBy(desc(accessLog.id))).filter((row) => row.actorRole === 'professional');
    expect(read).toMatchObject({ subjectId: c.t.personIds.adult, actorId: c.pros.doctor, kind: 'messages', record: String(threadId), route: 'GET /dev-care-team/:professionalId/threads/:threadId' });
    expect((await get(`/dev-care-team/${c.pros.doctor}`)).body).not.toContain('Unread');
  });

  it('answers a thread so that the customer sees the answer, unread', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    c.t.clock.now = minutesAfter(NOW, 1);
    const answered = await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages`, { content: 'Hei, <b>tässä</b> vastaus.' });
    expect([answered.statusCode, answered.headers.location]).toEqual([303, `/dev-care-team/${c.pros.doctor}/threads/${threadId}`]);
    const answer = await c.gql(await c.session(c.t.personIds.adult), operation('messaging-threads'));
    expect(answer.body.data).toMatchObject({
      messagingThreads: { paginatedThreads: [{ isRead: false, messages: { paginatedMessages: [{ content: 'Hei, <b>tässä</b> vastaus.', author: { __typename: 'ProfessionalUser', id: String(c.pros.doctor) } }] } }] },
    });
    expect((await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages`, { content: '   ' })).statusCode).toBe(400);
    // The patient's notice that a message waits, written with the answer (ids only).
    const [stored] = await c.database.db.select({ id: messages.id }).from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    const notices = (await queuedJobs(c.database.db, 'notification')).filter((job) => job.data.about === 'message' && job.data.threadId === threadId);
    expect(notices.map((job) => job.data)).toEqual([{ about: 'message', threadId, messageId: stored?.id }]);
  });

  it('deletes a message with a reason, hidden from the customer', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    const messageId = await c.insertMessage(threadId, { created: NOW, authorProfessionalId: c.pros.doctor, content: 'Väärä viesti' });
    expect((await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages/${messageId}/delete`, { reason: '' })).statusCode).toBe(400);
    const deleted = await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages/${messageId}/delete`, { reason: 'Väärä keskustelu' });
    expect(deleted.statusCode).toBe(303);
    expect((await c.database.db.select().from(messages))[0]).toMatchObject({ deletedAt: NOW, deletedByProfessionalId: c.pros.doctor, deletedReason: 'Väärä keskustelu' });
    expect((await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages/${messageId}/delete`, { reason: 'Uudelleen' })).statusCode).toBe(404);
    const answer = await c.gql(await c.session(c.t.personIds.adult), operation('messaging-thread-for-customer'), { id: String(threadId) });
    expect(JSON.stringify(answer.body)).not.toContain('Väärä viesti');
  });

  it('records an absence with a substitute, which the customer sees on the assignee', async () => {
    expect((await post(`/dev-care-team/${c.pros.doctor}/absences`, { startDate: '2026-11-25', endDate: '2026-11-24', substituteId: '' })).statusCode).toBe(400);
    const added = await post(`/dev-care-team/${c.pros.doctor}/absences`, { startDate: '2026-11-23', endDate: '2026-11-30', substituteId: String(c.pros.nurse), internalMessage: 'Koulutus' });
    expect([added.statusCode, added.headers.location]).toEqual([303, `/dev-care-team/${c.pros.doctor}`]);
    expect(await c.database.db.select().from(professionalAbsences)).toEqual([
      expect.objectContaining({ absenceeUserId: c.pros.doctor, substituteUserIds: [c.pros.nurse], startDate: '2026-11-23', endDate: '2026-11-30', internalMessage: 'Koulutus' }),
    ]);
    expect((await get(`/dev-care-team/${c.pros.doctor}`)).body).toContain('2026-11-23 – 2026-11-30: Koulutus');
  });

  it('takes form posts from our own origin only', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    for (const origin of [null, 'https://evil.example']) {
      const refused = await post(`/dev-care-team/${c.pros.doctor}/threads/${threadId}/messages`, { content: 'Hei' }, origin);
      expect([refused.statusCode, refused.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
    }
    expect(await c.database.db.select().from(messages)).toEqual([]);
  });
});
