import { messages, messagingThreads, questionnaireInvitations, sessions, threadAssignments, threadProfessionals, threadReads } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { messagingTestApp, operation } from '../testing/messaging-fixtures';

const newThread = operation('send-message-in-new-thread');
const sendMessage = operation('send-message');
const answerQuestionnaire = operation('answer-questionnaire');

describe.each(testDatabases)('sending on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const input = (values: Record<string, unknown> = {}) => ({ title: 'Flunssa', participantIds: [], firstMessage: { content: 'Minulla on kuumetta.' }, ...values });
  const codeOf = (answer: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => answer.body.errors?.[0]?.extensions;

  describe('sendMessageInNewThread', () => {
    it('starts a thread with the recipient assigned and answers its path in the session’s language', async () => {
      const answer = await c.gql(await c.session(c.t.personIds.adult), newThread, { input: input() });
      const [thread] = await c.database.db.select().from(messagingThreads);
      // Sessions of the tests speak English.
      expect(answer.body).toEqual({ data: { sendMessageInNewThread: [`/en/conversations/${thread?.id}`] } });
      expect(thread).toMatchObject({ patientId: c.t.personIds.adult, title: 'Flunssa', isActive: true, threadType: 'customer', created: NOW });
      expect(await c.database.db.select().from(messages)).toEqual([expect.objectContaining({ content: 'Minulla on kuumetta.', authorPersonId: c.t.personIds.adult, authorProfessionalId: null })]);
      expect(await c.database.db.select().from(threadAssignments)).toEqual([expect.objectContaining({ assigneeId: c.pros.service, assignedAt: NOW, endedAt: null })]);
      expect(await c.database.db.select().from(threadReads)).toEqual([expect.objectContaining({ readerKind: 'customer', readerId: c.t.personIds.adult, readAt: NOW })]);
    });

    it('uses the session’s language, sends to customer service without recipients, and one thread each when asked', async () => {
      const session = await c.session(c.t.personIds.adult);
      await c.database.db.update(sessions).set({ lang: 'fi' });
      const toService = await c.gql(session, newThread, { input: input({ participantIds: [] }) });
      expect((toService.body.data as { sendMessageInNewThread: string[] }).sendMessageInNewThread[0]).toMatch(/^\/fi\/viestit\/\d+$/);
      expect(await c.database.db.select({ id: threadProfessionals.professionalUserId }).from(threadProfessionals)).toEqual([{ id: c.pros.service }]);
      const separate = await c.gql(session, newThread, { input: input({ participantIds: [String(c.pros.service), String(c.pros.service2)], separateThreadPerParticipant: true }) });
      expect((separate.body.data as { sendMessageInNewThread: string[] }).sendMessageInNewThread).toHaveLength(2);
    });

    it('writes only to customer service and the customer’s care team: a professional the customer has not met and an unknown id are refused alike', async () => {
      const session = await c.session(c.t.personIds.adult);
      for (const id of [c.pros.doctor, c.pros.nurse, 999_999]) {
        expect(codeOf(await c.gql(session, newThread, { input: input({ participantIds: [String(id)] }) }))).toEqual({ code: 'BAD_USER_INPUT', field: 'participantIds', reason: 'not-allowed' });
        expect(codeOf(await c.gql(session, newThread, { input: input({ participantIds: [String(c.pros.service), String(id)], separateThreadPerParticipant: true }) }))).toMatchObject({ reason: 'not-allowed' });
      }
      expect(await c.database.db.select().from(messagingThreads)).toEqual([]);
    });

    it('counts each thread it opens against the hourly limit', async () => {
      const threadId = await c.insertThread(c.t.personIds.adult);
      const session = await c.session(c.t.personIds.adult);
      for (let i = 0; i < 59; i++) expect((await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: `Viesti ${i}` } })).body.errors).toBeUndefined();
      // One message left this hour: two threads at once are too many, and neither is opened.
      const two = { participantIds: [String(c.pros.service), String(c.pros.service2)], separateThreadPerParticipant: true };
      expect(codeOf(await c.gql(session, newThread, { input: input(two) }))).toEqual({ code: 'TOO_MANY_REQUESTS' });
      expect(await c.database.db.select().from(messagingThreads)).toHaveLength(1);
    });

    it('needs a subject of at most 70 characters and a message, neither blank', async () => {
      const session = await c.session(c.t.personIds.adult);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '   ' }, 'title', 'blank'],
        [{ title: 'x'.repeat(71) }, 'title', 'too-long'],
        [{ firstMessage: { content: ' \n ' } }, 'firstMessage.content', 'blank'],
        [{ participantIds: ['999999'] }, 'participantIds', 'not-allowed'],
        [{ type: 'hr' }, 'type', 'not-allowed'],
        [{ firstMessage: { content: 'Hei', questionnaireInvitations: ['1'] } }, 'questionnaireInvitations', 'not-allowed'],
      ];
      for (const [values, field, reason] of cases) {
        expect(codeOf(await c.gql(session, newThread, { input: input(values) }))).toEqual({ code: 'BAD_USER_INPUT', field, reason });
      }
      expect((await c.gql(session, newThread, { input: input({ title: 'x'.repeat(70) }) })).body.errors).toBeUndefined();
      expect(await c.database.db.select().from(messagingThreads)).toHaveLength(1);
    });

    it('starts a guardian’s thread for the child, written by the guardian', async () => {
      const { guardian, child8 } = c.t.personIds;
      await c.gql(await c.session(guardian, child8), newThread, { input: input() });
      expect(await c.database.db.select({ patientId: messagingThreads.patientId }).from(messagingThreads)).toEqual([{ patientId: child8 }]);
      expect(await c.database.db.select({ author: messages.authorPersonId }).from(messages)).toEqual([{ author: guardian }]);
    });

    it('is forbidden to a person without a patient record', async () => {
      expect(codeOf(await c.gql(await c.session(c.t.personIds.unregistered), newThread, { input: input() }))).toEqual({ code: 'FORBIDDEN' });
    });
  });

  describe('sendMessage', () => {
    it('replies with text, and refuses a blank reply without attachments', async () => {
      const threadId = await c.insertThread(c.t.personIds.adult);
      const session = await c.session(c.t.personIds.adult);
      const reply = await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: '  Kiitos!  ' } });
      expect(reply.body.data).toMatchObject({ sendMessage: { content: 'Kiitos!', deleted: false, author: { __typename: 'CustomerUser', id: String(c.t.personIds.adult) } } });
      expect(codeOf(await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: '   ' } }))).toEqual({ code: 'BAD_USER_INPUT', field: 'message.content', reason: 'blank' });
      expect(codeOf(await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: 'x'.repeat(10_001) } }))).toMatchObject({ reason: 'too-long' });
    });

    it('answers a retry with the same idempotency key with the first answer, and sends the message once', async () => {
      const threadId = await c.insertThread(c.t.personIds.adult);
      const session = await c.session(c.t.personIds.adult);
      const variables = { threadId: String(threadId), message: { content: 'Kiitos!' } };
      const first = await c.gql(session, sendMessage, variables, { idempotencyKey: 'message-retry-0123456789ab' });
      const retry = await c.gql(session, sendMessage, variables, { idempotencyKey: 'message-retry-0123456789ab' });
      expect(first.body.errors).toBeUndefined();
      expect(retry.body).toEqual(first.body);
      expect(await c.database.db.select().from(messages)).toHaveLength(1);
      // Without the key a second send is a second message.
      await c.gql(session, sendMessage, variables);
      expect(await c.database.db.select().from(messages)).toHaveLength(2);
    });

    it('refuses another person’s thread as not found and a closed thread as closed', async () => {
      const theirs = await c.insertThread(c.t.personIds.guardian);
      const closed = await c.insertThread(c.t.personIds.adult, { isActive: false });
      const session = await c.session(c.t.personIds.adult);
      expect(codeOf(await c.gql(session, sendMessage, { threadId: String(theirs), message: { content: 'Hei' } }))).toEqual({ code: 'NOT_FOUND' });
      expect(codeOf(await c.gql(session, sendMessage, { threadId: String(closed), message: { content: 'Hei' } }))).toEqual({ code: 'THREAD_CLOSED' });
      expect(await c.database.db.select().from(messages)).toEqual([]);
    });

    it('limits sending to 60 messages an hour a person', async () => {
      const threadId = await c.insertThread(c.t.personIds.adult);
      const session = await c.session(c.t.personIds.adult);
      for (let i = 0; i < 60; i++) expect((await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: `Viesti ${i}` } })).body.errors).toBeUndefined();
      expect(codeOf(await c.gql(session, sendMessage, { threadId: String(threadId), message: { content: 'Liikaa' } }))).toEqual({ code: 'TOO_MANY_REQUESTS' });
    });
  });

  describe('answerQuestionnaire', () => {
    const invite = async (patientId: number) => {
      const [row] = await c.database.db.insert(questionnaireInvitations).values({ patientId, questionnaireFormId: await c.insertForm(), created: NOW }).returning();
      return String(row?.id);
    };

    it('stores the answers once, for the customer’s own invitation only', async () => {
      const own = await invite(c.t.personIds.adult);
      const theirs = await invite(c.t.personIds.guardian);
      const session = await c.session(c.t.personIds.adult);
      const answers = JSON.stringify({ q1: 'Kyllä' });
      expect((await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers })).body).toEqual({ data: { answerQuestionnaire: { id: own, answeredAt: NOW.toISOString() } } });
      expect(codeOf(await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers: '{"q1":"Ei"}' }))).toEqual({ code: 'ALREADY_ANSWERED' });
      expect(codeOf(await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: theirs, answers }))).toEqual({ code: 'NOT_FOUND' });
      const stored = await c.database.db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, Number(own)));
      expect(stored[0]?.questionnaireAnswers).toBe(answers);
      expect((await c.database.db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, Number(theirs))))[0]?.answeredAt).toBeNull();
    });

    it('takes a JSON object only', async () => {
      const own = await invite(c.t.personIds.adult);
      const session = await sessionFor(c.t, c.t.personIds.adult);
      for (const [answers, reason] of [['not json', 'not-json'], ['[1]', 'not-an-object'], ['"x"', 'not-an-object']]) {
        expect(codeOf(await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers }))).toEqual({ code: 'BAD_USER_INPUT', field: 'answers', reason });
      }
    });

    it('checks the answers against the form: a required question unanswered saves nothing; hidden and unknown answers are dropped', async () => {
      const own = await invite(c.t.personIds.adult);
      const session = await c.session(c.t.personIds.adult);
      expect(codeOf(await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers: '{"q1":"  "}' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'answers.q1', reason: 'required' });
      expect(codeOf(await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers: '{"q1":true}' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'answers.q1', reason: 'wrong-type' });
      expect((await c.database.db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, Number(own))))[0]).toMatchObject({ answeredAt: null, questionnaireAnswers: null });
      await c.gql(session, answerQuestionnaire, { questionnaireInvitationId: own, answers: '{"q1":" Yskä ","other":"x"}' });
      expect((await c.database.db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, Number(own))))[0]?.questionnaireAnswers).toBe('{"q1":"Yskä"}');
    });
  });
});
