// Two built API processes on one PostgreSQL server behind a round-robin balancer, as a clinic
// runs them (deploy/compose.yaml): every request goes to the other process than the one before.
// npm test runs this after the builds; the in-process test of the same rules is
// apps/api/src/two-processes.test.ts.
//
//   npx nx run-many -t build -p api && node tools/scale/two-processes.mjs
//
// A demo person signs in (each step of the identity provider's flow lands on the other process),
// the session answers on both, a booking is made, and then: exactly one confirmation mail was
// sent for it, the purge has one schedule, and both processes answered part of the requests.
import { createServer, request as forward } from 'node:http';
import pg from 'pg';
import { freePort, requireBuilt, signInOverHttp, startApi } from '../bench-api.mjs';
import { startPostgresServer } from '../../libs/shared/db/src/testing/postgres-server.ts';

const person = { ssn: '150488-902P', firstName: 'Laura', lastName: 'Mäkinen' };
const emailAddress = 'laura.two.processes@example.com';

/** The balancer: each request to the next backend in turn; X-Forwarded-For as a proxy sets it. */
function balancer(backends) {
  const answered = backends.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const i = next++ % backends.length;
    const target = new URL(backends[i]);
    const proxied = forward(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': '203.0.113.20', 'x-forwarded-proto': 'http' } },
      (answer) => {
        answered[i] += 1;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
  return { server, answered };
}

function fail(message) {
  throw new Error(message);
}

requireBuilt();
const postgres = await startPostgresServer();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const apis = [];
let front;
try {
  // One public origin for both, the balancer's; the first start seeds, the second finds the data.
  const env = { DATABASE_URL: postgres.url, TRUST_PROXY: '1', PUBLIC_ORIGIN: origin, SEED_SLOTS: 'sample' };
  apis.push(await startApi(env));
  apis.push(await startApi(env));
  front = balancer(apis.map((api) => api.origin));
  await new Promise((resolve) => front.server.listen(port, '127.0.0.1', resolve));

  const client = await signInOverHttp(origin, person);
  const afterSignIn = [...front.answered];
  if (afterSignIn.some((count) => count < 3)) fail(`The sign-in did not pass through both processes: ${afterSignIn.join(' and ')} requests`);
  for (let i = 0; i < 2; i++) {
    const session = JSON.parse((await client.request('GET', '/api/session?lang=en')).text);
    if (!session.isSessionValid) fail('The session did not answer on both processes');
  }
  const search = await client.request('GET', '/api/appointments?lang=en&customerType=private&timeOfDay=all&specialtyIds=YL');
  const appointmentId = JSON.parse(search.text).availableAppointments?.appointments?.[0]?.id;
  if (!appointmentId) fail(`The search answered ${search.status} without a free time`);
  const reserved = await client.request('POST', '/api/reserve-appointment', { internalOrganization: 'general', appointmentId, bindingAccepted: true, emailAddress, phone: '0401234987' });
  if (reserved.status !== 200 || !reserved.text.includes('"success"')) fail(`The reservation answered ${reserved.status}: ${reserved.text.slice(0, 300)}`);

  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    // Both processes work the notification queue; the confirmation is sent once.
    const deadline = Date.now() + 30_000;
    let mails = 0;
    while (Date.now() < deadline) {
      mails = Number((await db.query('select count(*) as n from dev_mail where $1 = any(recipients)', [emailAddress])).rows[0].n);
      if (mails > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Long enough for a second process's duplicate, had the queue sent one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    mails = Number((await db.query('select count(*) as n from dev_mail where $1 = any(recipients)', [emailAddress])).rows[0].n);
    if (mails !== 1) fail(`${mails} confirmation mails for one booking`);
    const schedules = (await db.query("select count(*) as n from pgboss.schedule where name = 'purge'")).rows[0].n;
    if (Number(schedules) !== 1) fail(`${schedules} purge schedules`);
  } finally {
    await db.end();
  }
  console.log(
    `two processes: a sign-in through both (${afterSignIn.join(' + ')} requests), the session on both, a booking with one confirmation mail, one purge schedule; ` +
      `${front.answered.join(' + ')} requests answered in all`,
  );
} finally {
  front?.server.close();
  for (const api of apis) await api.stop();
  await postgres.stop();
}
