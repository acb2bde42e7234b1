import { testDatabases } from '@portal/shared/db/testing';
import { messagingTestApp, operation } from '../testing/messaging-fixtures';

const pageState = operation('customer-messaging-page-state');

describe.each(testDatabases)('customerMessagingPageState on $name', ({ open }) => {
  describe('without maintenance or announcement', () => {
    const c = messagingTestApp(open);
    beforeAll(() => c.setUp());
    afterAll(() => c.tearDown());

    it('is OK with the customer’s id for a person with a patient record, and no announcement', async () => {
      const answer = await c.gql(await c.session(c.t.personIds.adult), pageState);
      expect(answer.body).toEqual({
        data: { customerMessagingPageState: { status: 'OK', customerMessagingUserId: String(c.t.personIds.adult), customerMessagingInfo: null } },
      });
    });

    it('gives no user id to a person without a patient record: the pages show no conversations', async () => {
      const answer = await c.gql(await c.session(c.t.personIds.unregistered), pageState);
      expect(answer.body.data).toEqual({ customerMessagingPageState: { status: 'OK', customerMessagingUserId: null, customerMessagingInfo: null } });
    });

    it('is the child’s id for a guardian acting for a child', async () => {
      const answer = await c.gql(await c.session(c.t.personIds.guardian, c.t.personIds.child8), pageState);
      expect(answer.body.data).toMatchObject({ customerMessagingPageState: { customerMessagingUserId: String(c.t.personIds.child8) } });
    });

    it('needs the session like every operation', async () => {
      expect((await c.gql(undefined, pageState)).statusCode).toBe(401);
    });
  });

  describe('with MESSAGING_MAINTENANCE and an announcement', () => {
    const c = messagingTestApp(open);
    beforeAll(() =>
      c.setUp({
        MESSAGING_MAINTENANCE: 'true',
        MESSAGING_ANNOUNCEMENT_HEADING: 'Poikkeusaukiolo',
        MESSAGING_ANNOUNCEMENT_DESCRIPTION: 'Vastaamme viesteihin **maanantaina**.',
        MESSAGING_ANNOUNCEMENT_TYPE: 'WARNING',
      }),
    );
    afterAll(() => c.tearDown());

    it('says MAINTENANCE_MODE and gives the announcement as markdown', async () => {
      const answer = await c.gql(await c.session(c.t.personIds.adult), pageState);
      expect(answer.body.data).toEqual({
        customerMessagingPageState: {
          status: 'MAINTENANCE_MODE',
          customerMessagingUserId: String(c.t.personIds.adult),
          customerMessagingInfo: { active: true, heading: 'Poikkeusaukiolo', description: 'Vastaamme viesteihin **maanantaina**.', announcementType: 'WARNING' },
        },
      });
    });
  });
});
