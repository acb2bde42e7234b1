import { messageAttachments, professionalAbsences, questionnaireInvitations, threadAssignments, threadReads } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { NOW } from '@portal/shared/server/testing';
import { messagingTestApp, minutesAfter, operation } from '../testing/messaging-fixtures';

const listQuery = operation('messaging-threads');
const threadQuery = operation('messaging-thread-for-customer');
const markAsRead = operation('mark-as-read');

interface ListedThread {
  id: string;
  title: string;
  isRead: boolean;
  messages: { totalCount: number; paginatedMessages: { id: string; content: string | null }[] };
}

describe.each(testDatabases)('reading threads on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const list = async (personId: number, pagination?: { limit?: number; offset?: number }, actingFor: number | null = null) => {
    const answer = await c.gql(await c.session(personId, actingFor), listQuery, pagination ? { pagination } : {});
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data as { messagingThreads: { totalCount: number; paginatedThreads: ListedThread[] } }).messagingThreads;
  };
  const thread = async (personId: number, id: number | string, actingFor: number | null = null, pagination?: { limit?: number; offset?: number }) =>
    c.gql(await c.session(personId, actingFor), threadQuery, { id: String(id), ...(pagination ? { pagination } : {}) });

  it('lists the customer’s threads newest activity first, each with its latest message only, in pages', async () => {
    const { adult, guardian } = c.t.personIds;
    const quiet = await c.insertThread(adult, { title: 'Hiljainen', created: minutesAfter(NOW, -300) });
    const busy = await c.insertThread(adult, { title: 'Vilkas', created: minutesAfter(NOW, -500) });
    const empty = await c.insertThread(adult, { title: 'Tyhjä', created: minutesAfter(NOW, -100) });
    await c.insertThread(guardian, { title: 'Toisen' });
    await c.insertMessage(quiet, { created: minutesAfter(NOW, -290), content: 'Vanha', authorPersonId: adult });
    await c.insertMessage(busy, { created: minutesAfter(NOW, -400), content: 'Eka', authorPersonId: adult });
    const latest = await c.insertMessage(busy, { created: minutesAfter(NOW, -10), content: 'Uusin', authorProfessionalId: c.pros.doctor });

    const all = await list(adult);
    expect(all.totalCount).toBe(3);
    expect(all.paginatedThreads.map((t) => t.title)).toEqual(['Vilkas', 'Tyhjä', 'Hiljainen']);
    expect(all.paginatedThreads[0]?.messages).toEqual({ totalCount: 2, paginatedMessages: [expect.objectContaining({ id: String(latest), content: 'Uusin' })] });
    expect(all.paginatedThreads[1]?.messages).toEqual({ totalCount: 0, paginatedMessages: [] });

    const second = await list(adult, { limit: 1, offset: 1 });
    expect([second.totalCount, second.paginatedThreads.map((t) => Number(t.id))]).toEqual([3, [empty]]);
    const bad = await c.gql(await c.session(adult), listQuery, { pagination: { limit: 10_000 } });
    expect(bad.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'pagination.limit', reason: 'out-of-range' });
  });

  it('answers another person’s thread exactly like a missing one', async () => {
    const { adult, guardian } = c.t.personIds;
    const theirs = await c.insertThread(guardian);
    const missing = await thread(adult, theirs + 1000);
    const other = await thread(adult, theirs);
    expect(other.body).toEqual(missing.body);
    expect(other.body).toEqual({ data: null, errors: [{ message: 'Not found', locations: [{ line: 3, column: 3 }], path: ['messagingThreadForCustomer'], extensions: { code: 'NOT_FOUND' } }] });
    expect((await thread(adult, 'abc')).body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    for (const mutation of [markAsRead]) {
      expect((await c.gql(await c.session(adult), mutation, { threadId: String(theirs) })).body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    }
    expect(await c.database.db.select().from(threadReads)).toEqual([]);
  });

  it('shows a guardian acting for a child the child’s threads, not their own', async () => {
    const { guardian, child8 } = c.t.personIds;
    const childs = await c.insertThread(child8, { title: 'Eetun asia' });
    await c.insertThread(guardian, { title: 'Oma asia' });
    expect((await list(guardian, undefined, child8)).paginatedThreads.map((t) => t.title)).toEqual(['Eetun asia']);
    expect((await thread(guardian, childs, child8)).body.data).toMatchObject({ messagingThreadForCustomer: { title: 'Eetun asia' } });
    expect((await thread(guardian, childs)).body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('gives a thread with participants, current assignment with absences, access, read status and messages oldest first', async () => {
    const { adult } = c.t.personIds;
    const id = await c.insertThread(adult, { professionals: [{ id: c.pros.doctor, role: 'participant' }, { id: c.pros.nurse, role: 'access' }] });
    await c.database.db.insert(threadAssignments).values([
      { threadId: id, assigneeId: c.pros.nurse, assignedAt: minutesAfter(NOW, -500), endedAt: minutesAfter(NOW, -400) },
      { threadId: id, assigneeId: c.pros.doctor, assignedAt: minutesAfter(NOW, -400) },
    ]);
    await c.database.db.insert(professionalAbsences).values([
      { absenceeUserId: c.pros.doctor, substituteUserIds: [c.pros.nurse], startDate: '2026-11-20', endDate: '2026-11-27', internalMessage: 'Loma' },
      { absenceeUserId: c.pros.doctor, startDate: '2026-10-01', endDate: '2026-10-02' },
      // Planned, not yet begun: the customer does not see it.
      { absenceeUserId: c.pros.doctor, startDate: '2026-12-21', endDate: '2026-12-31' },
      { absenceeUserId: c.pros.nurse, startDate: '2026-11-20', endDate: '2026-11-27' },
    ]);
    const first = await c.insertMessage(id, { created: minutesAfter(NOW, -300), authorPersonId: adult, content: 'Kysyn' });
    const second = await c.insertMessage(id, { created: minutesAfter(NOW, -200), authorProfessionalId: c.pros.doctor, content: 'Vastaan' });
    await c.database.db.insert(threadReads).values({ threadId: id, readerKind: 'customer', readerId: adult, readAt: minutesAfter(NOW, -100) });

    const answer = await thread(adult, id);
    expect(answer.body.errors).toBeUndefined();
    const doctor = { __typename: 'ProfessionalUser', id: String(c.pros.doctor), firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri' };
    expect(answer.body.data).toEqual({
      messagingThreadForCustomer: expect.objectContaining({
        id: String(id),
        threadType: 'customer',
        isRead: true,
        participants: [{ __typename: 'CustomerUser', id: String(adult), firstName: 'Maija', lastName: 'Testinen', title: null }, doctor],
        assignments: [
          {
            assignedAt: minutesAfter(NOW, -400).toISOString(),
            assignee: { ...doctor, absences: [{ absenceeUserId: String(c.pros.doctor), substituteUserIds: [String(c.pros.nurse)], startDate: '2026-11-20', endDate: '2026-11-27' }] },
          },
        ],
        professionalsWithAccess: [{ __typename: 'ProfessionalUser', id: String(c.pros.nurse), firstName: 'Hanna', lastName: 'Hoitaja', title: 'Sairaanhoitaja' }],
        readStatus: [{ readAt: minutesAfter(NOW, -100).toISOString(), readBy: { __typename: 'CustomerUser', id: String(adult) } }],
        messages: {
          totalCount: 2,
          paginatedMessages: [expect.objectContaining({ id: String(first), content: 'Kysyn' }), expect.objectContaining({ id: String(second), content: 'Vastaan', author: doctor })],
        },
      }),
    });
    const paged = await thread(adult, id, null, { limit: 1, offset: 1 });
    expect(paged.body.data).toMatchObject({ messagingThreadForCustomer: { messages: { totalCount: 2, paginatedMessages: [{ id: String(second) }] } } });
    // The care team's note is never sent to the customer.
    const note = await c.gql(await c.session(adult), `{ messagingThreadForCustomer(id: "${id}") { assignments { assignee { absences { internalMessage } } } } }`);
    expect(note.body.data).toEqual({ messagingThreadForCustomer: { assignments: [{ assignee: { absences: [{ internalMessage: null }] } }] } });
    // Nor are the professionals' e-mail addresses, internal user names or absences, wherever asked.
    const staff = '... on ProfessionalUser { emailAddress dhUserNames absences { startDate } }';
    const details = await c.gql(
      await c.session(adult),
      `{ messagingThreadForCustomer(id: "${id}") { participants { ${staff} } professionalsWithAccess { ${staff} } assignments(currentOnly: false) { assignee { emailAddress dhUserNames } } } }`,
    );
    expect(details.body.data).toEqual({
      messagingThreadForCustomer: {
        participants: [{}, { emailAddress: null, dhUserNames: [], absences: [] }],
        professionalsWithAccess: [{ emailAddress: null, dhUserNames: [], absences: [] }],
        assignments: [
          { assignee: { emailAddress: null, dhUserNames: [] } },
          { assignee: { emailAddress: null, dhUserNames: [] } },
        ],
      },
    });
  });

  it('never sends a deleted message’s content, attachments or questionnaires', async () => {
    const { adult } = c.t.personIds;
    const id = await c.insertThread(adult);
    const deleted = await c.insertMessage(id, {
      created: minutesAfter(NOW, -60),
      authorProfessionalId: c.pros.doctor,
      content: 'Väärälle potilaalle tarkoitettu',
      deletedAt: minutesAfter(NOW, -50),
      deletedByProfessionalId: c.pros.doctor,
      deletedReason: 'Väärä keskustelu',
    });
    await c.database.db.insert(messageAttachments).values({ messageId: deleted, fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 10, storageKey: 'demo/1' });
    const form = await c.insertForm();
    await c.database.db.insert(questionnaireInvitations).values({ patientId: adult, questionnaireFormId: form, messageId: deleted, created: NOW });

    const answer = await thread(adult, id);
    expect(JSON.stringify(answer.body)).not.toContain('Väärälle');
    expect(answer.body.data).toMatchObject({
      messagingThreadForCustomer: {
        messages: { paginatedMessages: [{ content: null, deleted: true, deletedAt: minutesAfter(NOW, -50).toISOString(), deletedReason: 'Väärä keskustelu', attachments: [], questionnaireInvitations: [] }] },
      },
    });
    expect(JSON.stringify((await list(adult)).paginatedThreads)).not.toContain('Väärälle');
  });

  it('shows questionnaire invitations of a message with the form’s title in the session’s language', async () => {
    const { adult } = c.t.personIds;
    const id = await c.insertThread(adult);
    const message = await c.insertMessage(id, { created: NOW, authorProfessionalId: c.pros.doctor });
    const form = await c.insertForm();
    const [invitation] = await c.database.db.insert(questionnaireInvitations).values({ patientId: adult, questionnaireFormId: form, messageId: message, created: NOW }).returning();
    const answer = await thread(adult, id);
    expect(answer.body.data).toMatchObject({
      messagingThreadForCustomer: { messages: { paginatedMessages: [{ questionnaireInvitations: [{ id: String(invitation?.id), answeredAt: null, questionnaireForm: { id: String(form), questionnaireTitle: 'Background' } }] }] } },
    });
  });

  describe('the read rule', () => {
    const isRead = async (id: number) => ((await list(c.t.personIds.adult)).paginatedThreads.find((t) => Number(t.id) === id) as ListedThread).isRead;
    const readAt = (threadId: number, at: Date) => c.database.db.insert(threadReads).values({ threadId, readerKind: 'customer', readerId: c.t.personIds.adult, readAt: at });

    it('holds a thread without messages read', async () => {
      expect(await isRead(await c.insertThread(c.t.personIds.adult))).toBe(true);
    });

    it('holds a thread never read with messages unread, read from the last message’s time on', async () => {
      const id = await c.insertThread(c.t.personIds.adult);
      await c.insertMessage(id, { created: minutesAfter(NOW, -30), authorProfessionalId: c.pros.doctor });
      expect(await isRead(id)).toBe(false);
      await readAt(id, minutesAfter(NOW, -31));
      expect(await isRead(id)).toBe(false);
      await c.database.db.delete(threadReads);
      await readAt(id, minutesAfter(NOW, -30));
      expect(await isRead(id)).toBe(true);
    });

    it('holds a thread unread again when the care team deletes a message after the read', async () => {
      const id = await c.insertThread(c.t.personIds.adult);
      await c.insertMessage(id, { created: minutesAfter(NOW, -30), authorProfessionalId: c.pros.doctor, deletedAt: minutesAfter(NOW, -5), deletedByProfessionalId: c.pros.doctor, deletedReason: 'Virhe' });
      await readAt(id, minutesAfter(NOW, -10));
      expect(await isRead(id)).toBe(false);
    });

    it('is marked read by markAsRead, and a reply the customer sends counts as read', async () => {
      const id = await c.insertThread(c.t.personIds.adult);
      await c.insertMessage(id, { created: minutesAfter(NOW, -30), authorProfessionalId: c.pros.doctor });
      const session = await c.session(c.t.personIds.adult);
      const answer = await c.gql(session, markAsRead, { threadId: String(id) });
      expect(answer.body).toEqual({ data: { markAsRead: { id: String(id), isRead: true } } });
      // A later mark never moves the read time back.
      c.t.clock.now = minutesAfter(NOW, -60);
      await c.gql(session, markAsRead, { threadId: String(id) });
      expect((await c.database.db.select().from(threadReads))[0]?.readAt).toEqual(NOW);
    });
  });
});
