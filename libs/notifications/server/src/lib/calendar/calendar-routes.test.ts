import { testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, call, hours, NOW, sessionFor } from '@portal/shared/server/testing';
import { insertReservedAppointment } from '../../testing/appointments';
import ICAL from 'ical.js';
import { notificationsServer } from '../../index';

const later = (h: number) => new Date(NOW.getTime() + hours(h));

describe.each(testDatabases)('"Add to calendar" downloads on $name', ({ open }) => {
  const c = appointmentTestApp(open, [notificationsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const reserved = (values: Parameters<typeof insertReservedAppointment>[2] = {}) =>
    insertReservedAppointment(c.database, c.t.personIds.adult, { calendarSequence: 2, ...values });
  const event = (body: string) => {
    const calendar = new ICAL.Component(ICAL.parse(body));
    const found = calendar.getFirstSubcomponent('vevent');
    if (!found) throw new Error('no event');
    return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(found) };
  };

  it('gives the signed-in patient their appointment’s entry in the page’s language, with the UID and sequence its mails carry', async () => {
    const id = await reserved();
    const response = await call(c.t, 'GET', `/api/appointments/${id}/calendar?lang=sv`, { session: await sessionFor(c.t, c.t.personIds.adult) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+\.ics"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { method, event: entry } = event(response.body);
    expect([method, entry.uid, entry.sequence]).toEqual(['PUBLISH', `appointment-${id}@general.portal`, 2]);
    expect(entry.startDate.toJSDate().getTime()).toBe(later(72).getTime());
    expect(entry.description).toContain(`/sv/tidsbokningar/${id}`);
  });

  it('lets a guardian acting for a child download the child’s, and nobody else’s', async () => {
    const childs = await reserved({ reservedByPatientId: c.t.personIds.child8 });
    const guardian = await sessionFor(c.t, c.t.personIds.guardian, c.t.personIds.child8);
    expect((await call(c.t, 'GET', `/api/appointments/${childs}/calendar`, { session: guardian })).statusCode).toBe(200);
    const stranger = await sessionFor(c.t, c.t.personIds.adult);
    expect((await call(c.t, 'GET', `/api/appointments/${childs}/calendar`, { session: stranger })).statusCode).toBe(404);
  });

  it('answers 404 alike for a cancelled, past, unknown or malformed one, and 401 without a session', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const cancelled = await reserved({ cancelledAt: NOW });
    const past = await reserved({ startDate: later(-2) });
    for (const id of [cancelled, past, 999_999, 'x1']) {
      expect((await call(c.t, 'GET', `/api/appointments/${id}/calendar`, { session })).statusCode).toBe(404);
    }
    expect((await call(c.t, 'GET', `/api/appointments/${await reserved()}/calendar`)).statusCode).toBe(401);
  });

  it('gives the anonymous link’s appointment without a session, leading back to the anonymous view', async () => {
    const id = await reserved({ anonymousLinkId: 'CalendarAnonymousLink0001' });
    const response = await call(c.t, 'GET', '/api/anon/appointments/CalendarAnonymousLink0001/calendar?lang=en');
    expect(response.statusCode).toBe(200);
    const { event: entry } = event(response.body);
    expect(entry.uid).toBe(`appointment-${id}@general.portal`);
    expect(entry.description).toContain('/en/appointment/CalendarAnonymousLink0001');
    expect((await call(c.t, 'GET', '/api/anon/appointments/NoSuchCalendarLink000001/calendar')).statusCode).toBe(404);
    expect((await call(c.t, 'GET', '/api/anon/appointments/bad!/calendar')).statusCode).toBe(404);
  });
});
