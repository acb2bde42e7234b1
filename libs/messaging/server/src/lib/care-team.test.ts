import { appointments, medicalReports, messagingThreads, threadAssignments } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { insertAppointment, NOW } from '@portal/shared/server/testing';
import { messagingTestApp, operation } from '../testing/messaging-fixtures';

const careTeamQuery = operation('care-team');
const newThread = operation('send-message-in-new-thread');

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(testDatabases)('the care team on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    await c.database.db.delete(medicalReports);
    await c.database.db.delete(appointments);
  });

  const visit = (patientId: number, practitionerId: number, daysAgo: number, viewRestriction: 'patient' | 'professional' = 'patient') =>
    c.database.db.insert(medicalReports).values({ patientId, organisationId: 'general', practitionerId, dateTime: daysFromNow(-daysAgo), visitType: 'private', visitKind: 'healthCare', viewRestriction });
  const teamOf = async (personId: number, actingFor: number | null = null) => {
    const answer = await c.gql(await c.session(personId, actingFor), careTeamQuery);
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data as { careTeam: { id: string; firstName: string; lastName: string; title: string }[] }).careTeam;
  };
  const input = (participantIds: number[]) => ({ title: 'Kontrolli', participantIds: participantIds.map(String), firstMessage: { content: 'Kysyisin tuloksista.' } });

  it('holds the professionals of the customer’s visits of the last 12 months, by name and title only', async () => {
    const { adult } = c.t.personIds;
    expect(await teamOf(adult)).toEqual([]);
    await visit(adult, 1, 60);
    expect(await teamOf(adult)).toEqual([{ id: String(c.pros.doctor), firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri' }]);
    const full = await c.gql(await c.session(adult), '{ careTeam { id emailAddress dhUserNames } }');
    expect(full.body.data).toEqual({ careTeam: [{ id: String(c.pros.doctor), emailAddress: null, dhUserNames: [] }] });
  });

  it('leaves out a visit older than 12 months, one the customer may not see and another person’s', async () => {
    const { adult, guardian: other } = c.t.personIds;
    await visit(adult, 1, 366);
    await visit(adult, 14, 10, 'professional');
    await visit(other, 14, 10);
    expect(await teamOf(adult)).toEqual([]);
    expect((await teamOf(other)).map((member) => member.id)).toEqual([String(c.pros.nurse)]);
  });

  it('holds the professional of a reservation not cancelled, past (12 months) or upcoming', async () => {
    const { adult } = c.t.personIds;
    await insertAppointment(c.database, { practitionerId: 14, startDate: daysFromNow(7), reservedByPatientId: adult, cancelledAt: daysFromNow(-1) });
    expect(await teamOf(adult)).toEqual([]);
    await insertAppointment(c.database, { practitionerId: 14, startDate: daysFromNow(7), reservedByPatientId: adult });
    await insertAppointment(c.database, { practitionerId: 1, startDate: daysFromNow(-30), reservedByPatientId: adult });
    // By last name: Hoitaja before Lääkäri.
    expect((await teamOf(adult)).map((member) => member.id)).toEqual([String(c.pros.nurse), String(c.pros.doctor)]);
  });

  it('is the child’s team when a guardian acts for a child', async () => {
    const { guardian, child8 } = c.t.personIds;
    await visit(child8, 14, 20);
    await visit(guardian, 1, 20);
    expect((await teamOf(guardian, child8)).map((member) => member.id)).toEqual([String(c.pros.nurse)]);
  });

  it('may be written to: a new conversation goes to the chosen member, assigned to them', async () => {
    const { adult } = c.t.personIds;
    const session = await c.session(adult);
    const refused = await c.gql(session, newThread, { input: input([c.pros.doctor]) });
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'participantIds', reason: 'not-allowed' });
    await visit(adult, 1, 60);
    const sent = await c.gql(session, newThread, { input: input([c.pros.doctor]) });
    expect(sent.body.errors).toBeUndefined();
    const [thread] = await c.database.db.select().from(messagingThreads);
    expect(thread).toMatchObject({ patientId: adult, title: 'Kontrolli' });
    expect(await c.database.db.select({ assigneeId: threadAssignments.assigneeId }).from(threadAssignments)).toEqual([{ assigneeId: c.pros.doctor }]);
    // A member of someone else's team stays refused, as an id that names nobody.
    const other = await c.gql(session, newThread, { input: input([c.pros.nurse]) });
    expect(other.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'participantIds', reason: 'not-allowed' });
  });

  it('needs a session', async () => {
    const answer = await c.gql(undefined, careTeamQuery);
    expect(answer.statusCode).toBe(401);
  });
});
