import { QuestionnaireResponseSchema, QuestionnairesListSchema } from '@portal/questionnaires/contracts';
import { questionnaireInvitations } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { insertInvitation, questionnaireTestApp, SATISFACTION_FORM } from '../testing/questionnaire-fixtures';

const hoursBefore = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

/** Answers the pre-visit form takes: allergies no, so the question about them stays hidden. */
const valid = { reason: 'Polvikipu', allergies: false, smoking: 'never', pain: 4 };

describe.each(testDatabases)('questionnaires on $name', ({ open }) => {
  const c = questionnaireTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const as = async (personId = c.t.personIds.adult, actingFor: number | null = null, t: TestApp = c.t) => ({ t, session: await sessionFor(t, personId, actingFor) });
  type Caller = Awaited<ReturnType<typeof as>>;
  const get = (who: Caller, url: string) => call(who.t, 'GET', url, { session: who.session });
  const post = (who: Caller, id: number, answers: unknown, options: { csrf?: boolean; lang?: string } = {}) =>
    call(who.t, 'POST', `/api/questionnaires/${id}/answers?lang=${options.lang ?? 'en'}`, {
      session: who.session,
      body: { answers: typeof answers === 'string' ? answers : JSON.stringify(answers) },
      ...(options.csrf === false ? { csrf: false } : {}),
    });
  const stored = async (id: number) => (await c.database.db.select().from(questionnaireInvitations).where(eq(questionnaireInvitations.id, id)))[0];

  describe('GET /api/questionnaires', () => {
    const list = async (who: Caller, lang = 'en') => {
      const response = await get(who, `/api/questionnaires?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(QuestionnairesListSchema, response.json());
    };

    it('lists open tasks newest first and answers latest answered first, titled in the language asked for', async () => {
      const { adult } = c.t.personIds;
      const older = await insertInvitation(c.database, adult, { created: hoursBefore(48) });
      const newer = await insertInvitation(c.database, adult, { created: hoursBefore(2) });
      const answeredLongAgo = await insertInvitation(c.database, adult, { questionnaireFormId: SATISFACTION_FORM, created: hoursBefore(300), answeredAt: hoursBefore(200), questionnaireAnswers: '{"rating":4}' });
      const answeredLately = await insertInvitation(c.database, adult, { questionnaireFormId: SATISFACTION_FORM, created: hoursBefore(100), answeredAt: hoursBefore(1), questionnaireAnswers: '{"rating":5}' });
      expect(await list(await as())).toEqual({
        status: 'ok',
        newTaskItems: [
          { id: newer, title: 'Pre-visit questionnaire', created: hoursBefore(2).toISOString(), answeredAt: null },
          { id: older, title: 'Pre-visit questionnaire', created: hoursBefore(48).toISOString(), answeredAt: null },
        ],
        answerItems: [
          { id: answeredLately, title: 'Customer satisfaction', created: hoursBefore(100).toISOString(), answeredAt: hoursBefore(1).toISOString() },
          { id: answeredLongAgo, title: 'Customer satisfaction', created: hoursBefore(300).toISOString(), answeredAt: hoursBefore(200).toISOString() },
        ],
      });
      expect((await list(await as(), 'fi')).newTaskItems[0]?.title).toBe('Esitietolomake');
      expect((await list(await as(), 'sv')).answerItems[0]?.title).toBe('Kundnöjdhet');
    });

    it('never lists another person’s; a guardian acting for a child sees the child’s', async () => {
      const { adult, guardian, child8 } = c.t.personIds;
      const own = await insertInvitation(c.database, adult);
      await insertInvitation(c.database, guardian);
      const childs = await insertInvitation(c.database, child8);
      expect((await list(await as())).newTaskItems.map((item) => item.id)).toEqual([own]);
      expect((await list(await as(guardian, child8))).newTaskItems.map((item) => item.id)).toEqual([childs]);
    });

    it('says there are none, and needs a session', async () => {
      expect(await list(await as())).toEqual({ status: 'ok', newTaskItems: [], answerItems: [] });
      expect((await call(c.t, 'GET', '/api/questionnaires?lang=fi')).statusCode).toBe(401);
    });
  });

  describe('GET /api/questionnaires/{id}', () => {
    const one = async (who: Caller, id: number, lang = 'en') => {
      const response = await get(who, `/api/questionnaires/${id}?lang=${lang}`);
      expect(response.headers['cache-control']).toBe('no-store');
      return response;
    };

    it('gives an open invitation with its form in the language asked for and no answers', async () => {
      const id = await insertInvitation(c.database, c.t.personIds.adult);
      const response = await one(await as(), id, 'fi');
      expect(response.statusCode).toBe(200);
      const body = v.parse(QuestionnaireResponseSchema, response.json());
      expect(body).toMatchObject({ status: 'ok', invitation: { id, title: 'Esitietolomake', answeredAt: null, answers: null } });
      if (body.status !== 'ok') throw new Error('expected ok');
      expect(body.invitation.definition.questions.map((question) => question.type)).toEqual(['text', 'multipleChoice', 'yesNo', 'text', 'choice', 'text', 'scale']);
      expect(body.invitation.definition.questions[3]).toMatchObject({ id: 'allergyDetails', text: 'Mille lääkkeille olet allerginen?', showIf: { questionId: 'allergies', equals: true } });
    });

    it('answers another person’s and an unknown invitation with the same 404; a guardian acting for a child opens the child’s', async () => {
      const { guardian, child8 } = c.t.personIds;
      const theirs = await insertInvitation(c.database, guardian);
      const childs = await insertInvitation(c.database, child8);
      const unknown = await one(await as(), 999_999);
      const other = await one(await as(), theirs);
      expect([other.statusCode, other.json()]).toEqual([404, { type: 'NotFound' }]);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { type: 'NotFound' }]);
      expect((await one(await as(guardian, child8), childs)).statusCode).toBe(200);
      // Signed in for himself, the guardian does not open the child's.
      expect((await one(await as(guardian), childs)).statusCode).toBe(404);
      expect((await get(await as(), '/api/questionnaires/abc?lang=en')).statusCode).toBe(400);
    });
  });

  describe('POST /api/questionnaires/{id}/answers', () => {
    it('saves the shown questions’ answers once, then shows them read-only', async () => {
      const id = await insertInvitation(c.database, c.t.personIds.adult);
      const who = await as();
      // Typed into the allergy question before answering no: hidden, so dropped.
      const response = await post(who, id, { ...valid, reason: ' Polvikipu ', allergyDetails: 'Penisilliini', symptoms: [] });
      expect(response.statusCode).toBe(200);
      expect(v.parse(QuestionnaireResponseSchema, response.json())).toMatchObject({ status: 'ok', invitation: { id, answeredAt: NOW.toISOString(), answers: valid } });
      expect(await stored(id)).toMatchObject({ answeredAt: NOW, questionnaireAnswers: JSON.stringify(valid) });

      const again = await post(who, id, { ...valid, pain: 9 });
      expect([again.statusCode, again.json()]).toEqual([409, { type: 'AlreadyAnswered' }]);
      expect((await stored(id))?.questionnaireAnswers).toBe(JSON.stringify(valid));

      const read = v.parse(QuestionnaireResponseSchema, (await get(who, `/api/questionnaires/${id}?lang=sv`)).json());
      expect(read).toMatchObject({ status: 'ok', invitation: { answeredAt: NOW.toISOString(), answers: valid, title: 'Förhandsuppgifter' } });
      expect((await get(who, '/api/questionnaires?lang=en')).json()).toMatchObject({ newTaskItems: [], answerItems: [{ id, answeredAt: NOW.toISOString() }] });
    });

    it('takes one of two answers sent at the same time', async () => {
      const id = await insertInvitation(c.database, c.t.personIds.adult);
      const who = await as();
      const responses = await Promise.all([post(who, id, { ...valid, pain: 1 }), post(who, id, { ...valid, pain: 2 })]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.statusCode === 200);
      expect((await stored(id))?.questionnaireAnswers).toBe(JSON.stringify(winner?.json().invitation.answers));
    });

    it('refuses answers missing required questions or not valid for them, listing which, and saves nothing', async () => {
      const id = await insertInvitation(c.database, c.t.personIds.adult);
      const who = await as();
      const missing = await post(who, id, { reason: '  ', allergies: true, pain: 11 });
      expect([missing.statusCode, missing.json()]).toEqual([
        400,
        {
          type: 'ValidationError',
          details: [
            { path: 'answers.reason', message: 'required' },
            { path: 'answers.allergyDetails', message: 'required' },
            { path: 'answers.smoking', message: 'required' },
            { path: 'answers.pain', message: 'out-of-range' },
          ],
        },
      ]);
      expect(missing.body).not.toContain('Polvi');
      for (const answers of ['not json', '[1]']) {
        const response = await post(who, id, answers);
        expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      }
      expect((await post(who, id, 'x'.repeat(70_000))).statusCode).toBe(400);
      expect(await stored(id)).toMatchObject({ answeredAt: null, questionnaireAnswers: null });
    });

    it('answers another person’s invitation with 404 and saves nothing; a guardian answers for the child', async () => {
      const { guardian, child8 } = c.t.personIds;
      const theirs = await insertInvitation(c.database, guardian);
      const childs = await insertInvitation(c.database, child8);
      expect((await post(await as(), theirs, valid)).statusCode).toBe(404);
      expect((await post(await as(guardian), childs, valid)).statusCode).toBe(404);
      expect((await stored(theirs))?.answeredAt).toBeNull();
      expect((await stored(childs))?.answeredAt).toBeNull();
      expect((await post(await as(guardian, child8), childs, valid)).statusCode).toBe(200);
      expect((await stored(childs))?.answeredAt).toEqual(NOW);
    });

    it('needs the session and its csrf token', async () => {
      const id = await insertInvitation(c.database, c.t.personIds.adult);
      const noToken = await post(await as(), id, valid, { csrf: false });
      expect([noToken.statusCode, noToken.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
      const noSession = await call(c.t, 'POST', `/api/questionnaires/${id}/answers`, { body: { answers: JSON.stringify(valid) } });
      expect(noSession.statusCode).toBe(401);
      expect((await stored(id))?.answeredAt).toBeNull();
    });
  });

  it('in maintenance mode lists, shows and saves nothing, saying so', async () => {
    const id = await insertInvitation(c.database, c.t.personIds.adult);
    const who = await as(c.t.personIds.adult, null, c.maintenance);
    const list = await get(who, '/api/questionnaires?lang=fi');
    expect([list.statusCode, list.json()]).toEqual([200, { status: 'maintenance-mode', newTaskItems: [], answerItems: [] }]);
    const one = await get(who, `/api/questionnaires/${id}?lang=fi`);
    expect([one.statusCode, one.json()]).toEqual([200, { status: 'maintenance-mode' }]);
    const saved = await post(who, id, valid);
    expect([saved.statusCode, saved.json()]).toEqual([200, { status: 'maintenance-mode' }]);
    expect((await stored(id))?.answeredAt).toBeNull();
  });

  it('has no questionnaires in the children’s brand: every call answers 404 as for an unknown address', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const id = await insertInvitation(c.database, adult);
    const childs = await insertInvitation(c.database, child8);
    for (const [personId, actingFor, invitation] of [
      [adult, null, id],
      [guardian, child8, childs],
    ] as const) {
      const who = await as(personId, actingFor, c.children);
      for (const response of [await get(who, '/api/questionnaires?lang=fi'), await get(who, `/api/questionnaires/${invitation}?lang=fi`), await post(who, invitation, valid)]) {
        expect([response.statusCode, response.json()]).toEqual([404, { type: 'NotFound' }]);
      }
    }
    expect((await stored(childs))?.answeredAt).toBeNull();
  });
});
