import type { DirectCompensationPermit } from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import { deleteRows, devInsurerPermits } from '@portal/shared/db';
import { html, page } from '@portal/shared/server';
import { INSURER_STAND_IN_PREFIX } from './insurers-config';
import type { Language } from '@portal/shared/util';
import { addCalendarDays, helsinkiDateString, isLanguage } from '@portal/shared/util';
import { and, asc, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lahiTapiolaReturnSignature } from './insurers';

/**
 * The development stand-in for both insurers (development only; insurers-config.ts: `standIn`): the
 * JSON profile of `insurers.ts` answered from the demo persons (README "Test persons"), and
 * LähiTapiola's permit application page, where the tester picks the outcome and is sent back
 * signed. Permits granted here are kept in the database (`dev_insurer_permits`), so every API
 * process lists them, by a keyed hash of the identity code: the newest 10 a person, each until its
 * validity has ended, when the purge removes it.
 */

interface DemoInsured {
  pohjola: 'insured' | 'not-insured' | 'failing';
  lahiTapiola: 'policy' | 'no-policy' | 'failing';
  /** Permits the person already has, valid this many days from today. */
  permits: readonly { symptom: Record<Language, string>; bodyPart: Record<Language, string>; validDays: number }[];
}

const knee = { symptom: { fi: 'Polvikipu', sv: 'Knävärk', en: 'Knee pain' }, bodyPart: { fi: 'Polvi', sv: 'Knä', en: 'Knee' } };

/** By identity code: Emilia insured with a permit, Mikko with a policy only, Jari's answers fail, anyone else not insured. */
const demoInsured: Readonly<Record<string, DemoInsured>> = {
  '031292-9245': { pohjola: 'insured', lahiTapiola: 'policy', permits: [{ ...knee, validDays: 90 }] },
  '020979-913C': { pohjola: 'not-insured', lahiTapiola: 'policy', permits: [] },
  '051075-987F': { pohjola: 'failing', lahiTapiola: 'failing', permits: [] },
};
const nobody: DemoInsured = { pohjola: 'not-insured', lahiTapiola: 'no-policy', permits: [] };

/** What the tester may apply a permit for on the application page. */
const applicable = [
  knee,
  { symptom: { fi: 'Selkäkipu', sv: 'Ryggvärk', en: 'Back pain' }, bodyPart: { fi: 'Alaselkä', sv: 'Ländrygg', en: 'Lower back' } },
  { symptom: { fi: 'Olkapään kipu', sv: 'Axelvärk', en: 'Shoulder pain' }, bodyPart: { fi: 'Olkapää', sv: 'Axel', en: 'Shoulder' } },
] as const;

/** How long a granted permit is valid, and how long an application may stay open. */
const GRANTED_PERMIT_DAYS = 60;
const APPLICATION_LIFETIME_MS = 30 * 60 * 1000;
/** The granted permits kept a person; an older one goes when a newer is granted. */
const MAX_GRANTED_PER_PERSON = 10;
/** A granted permit's row is kept this long: past the end of its last valid day in Helsinki, whatever the clock change. */
const KEEP_GRANTED_MS = (GRANTED_PERMIT_DAYS + 2) * 86_400_000;

const texts = {
  fi: {
    title: 'LähiTapiola: suorakorvaussitoumuksen hakeminen',
    notice: 'Tämä on kehitysympäristön vakuutusyhtiö. Mitään ei haeta oikeasti.',
    symptom: 'Mihin haet sitoumusta?',
    outcome: 'Valitse hakemuksen lopputulos',
    allow: 'Hae ja myönnä sitoumus',
    deny: 'Hylkää hakemus',
    cancel: 'Peruuta',
    error: 'Palvelussa tapahtuu virhe',
    expired: 'Hakemus on vanhentunut. Palaa ajanvaraukseen ja aloita uudelleen.',
  },
  sv: {
    title: 'LokalTapiola: ansökan om direktersättningsförbindelse',
    notice: 'Det här är utvecklingsmiljöns försäkringsbolag. Ingenting söks på riktigt.',
    symptom: 'Vad söker du förbindelse för?',
    outcome: 'Välj ansökans utfall',
    allow: 'Sök och bevilja förbindelsen',
    deny: 'Avslå ansökan',
    cancel: 'Avbryt',
    error: 'Tjänsten får ett fel',
    expired: 'Ansökan har gått ut. Gå tillbaka till tidsbokningen och börja om.',
  },
  en: {
    title: 'LähiTapiola: applying for a direct compensation permit',
    notice: 'This is the insurer of the development environment. Nothing is applied for for real.',
    symptom: 'What are you applying for a permit for?',
    outcome: 'Choose the outcome of the application',
    allow: 'Apply and grant the permit',
    deny: 'Deny the application',
    cancel: 'Cancel',
    error: 'The service fails',
    expired: 'The application has expired. Return to the booking and start again.',
  },
} as const satisfies Record<Language, Record<string, string>>;

interface Application {
  personalIdentityCode: string;
  language: Language;
  redirectTo: string;
  expiresAt: number;
}

export interface InsurerStandInOptions {
  db: Database;
  apiKey: string;
  returnSecret: string;
  /** The origin the browser sees; the application page lives under it. */
  publicOrigin: string;
  now: () => Date;
}

/** Applications travel encrypted in their address (AES-256-GCM): no state, and no identity code in sight. */
function applicationCipher(secret: string) {
  const key = createHash('sha256').update(`insurer stand-in application\n${secret}`).digest();
  return {
    seal(application: Application): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(application), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(token: string): Application | null {
      try {
        const bytes = Buffer.from(token, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        const value: unknown = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
        return isApplication(value) ? value : null;
      } catch {
        return null;
      }
    },
  };
}

function isApplication(value: unknown): value is Application {
  if (typeof value !== 'object' || value === null) return false;
  const { personalIdentityCode, language, redirectTo, expiresAt } = value as Record<string, unknown>;
  return typeof personalIdentityCode === 'string' && typeof language === 'string' && isLanguage(language) && typeof redirectTo === 'string' && typeof expiresAt === 'number';
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

function contentHash(personalIdentityCode: string, symptom: string, validTo: string): string {
  return createHash('sha256').update(`${personalIdentityCode}\n${symptom}\n${validTo}`).digest('base64url').slice(0, 32);
}

/** The person of a granted permit's row: the identity code under the return secret, never the code itself. */
function personKeyOf(secret: string, personalIdentityCode: string): string {
  return createHmac('sha256', `insurer stand-in permits\n${secret}`).update(personalIdentityCode).digest('base64url');
}

/** The granted permits, as the stand-in's database rows. */
function grantedPermits(db: Database, secret: string) {
  const table = devInsurerPermits;
  return {
    async of(personalIdentityCode: string): Promise<{ symptomIndex: number; validTo: string }[]> {
      return db
        .select({ symptomIndex: table.symptomIndex, validTo: table.validTo })
        .from(table)
        .where(eq(table.personKey, personKeyOf(secret, personalIdentityCode)))
        .orderBy(asc(table.createdAt), asc(table.id));
    },
    async grant(personalIdentityCode: string, symptomIndex: number, validTo: string, now: Date): Promise<void> {
      const personKey = personKeyOf(secret, personalIdentityCode);
      await db.transaction(async (tx) => {
        await tx.insert(table).values({ personKey, symptomIndex, validTo, createdAt: now, expiresAt: new Date(now.getTime() + KEEP_GRANTED_MS) });
        const newest = tx.select({ id: table.id }).from(table).where(eq(table.personKey, personKey)).orderBy(desc(table.createdAt), desc(table.id)).limit(MAX_GRANTED_PER_PERSON);
        await tx.delete(table).where(and(eq(table.personKey, personKey), notInArray(table.id, newest)));
      });
    },
  };
}

/** Removes the granted permits whose validity has ended (the stand-in's purge task). */
function purgeGrantedPermits(db: Database, at: Date): Promise<number> {
  return deleteRows(db, devInsurerPermits, lt(devInsurerPermits.expiresAt, at));
}

export function registerInsurerStandIn(app: FastifyInstance, options: InsurerStandInOptions): void {
  const prefix = INSURER_STAND_IN_PREFIX;
  const cipher = applicationCipher(options.returnSecret);
  const expectedAuth = Buffer.from(`Bearer ${options.apiKey}`);
  const granted = grantedPermits(options.db, options.returnSecret);
  const today = () => helsinkiDateString(options.now());
  app.addPurgeTask({ name: 'insurerStandInPermits', run: () => purgeGrantedPermits(options.db, options.now()) });

  /** The JSON calls answer only our key, with a JSON body and an identity code. */
  const authorized = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const auth = Buffer.from(request.headers.authorization ?? '');
    if (auth.length !== expectedAuth.length || !timingSafeEqual(auth, expectedAuth)) {
      void reply.code(401).send({ error: 'unauthorized' });
      return null;
    }
    const code = field(request.body, 'personalIdentityCode');
    if (typeof code !== 'string' || code.length > 11) {
      void reply.code(400).send({ error: 'personalIdentityCode required' });
      return null;
    }
    return code;
  };
  const insuredOf = (code: string) => demoInsured[code] ?? nobody;
  const failing = (reply: FastifyReply) => reply.code(503).send({ error: 'service unavailable' });

  app.post(`${prefix}/pohjola/insurance-checks`, async (request, reply) => {
    const code = authorized(request, reply);
    if (code === null) return reply;
    const insured = insuredOf(code).pohjola;
    if (insured === 'failing') return failing(reply);
    return { hasInsurance: insured === 'insured' };
  });

  app.post(`${prefix}/lahitapiola/policy-checks`, async (request, reply) => {
    const code = authorized(request, reply);
    if (code === null) return reply;
    const insured = insuredOf(code).lahiTapiola;
    if (insured === 'failing') return failing(reply);
    return { hasHealthcarePolicy: insured === 'policy' };
  });

  app.post(`${prefix}/lahitapiola/direct-compensation-permits/search`, async (request, reply) => {
    const code = authorized(request, reply);
    if (code === null) return reply;
    const language = field(request.body, 'language');
    const lang: Language = typeof language === 'string' && isLanguage(language) ? language : 'fi';
    const insured = insuredOf(code);
    if (insured.lahiTapiola === 'failing') return failing(reply);
    if (insured.lahiTapiola === 'no-policy') return { permits: [] };
    const on = today();
    const demo = insured.permits.map((permit) => ({ symptom: permit.symptom, bodyPart: permit.bodyPart, validTo: addCalendarDays(on, permit.validDays) }));
    const applied = (await granted.of(code)).map(({ symptomIndex, validTo }) => ({ ...(applicable[symptomIndex] ?? knee), validTo }));
    const permits: DirectCompensationPermit[] = [...demo, ...applied]
      .filter((permit) => permit.validTo >= on)
      .map((permit) => ({ symptom: permit.symptom[lang], bodyPart: permit.bodyPart[lang], validTo: permit.validTo, contentHash: contentHash(code, permit.symptom.fi, permit.validTo) }));
    return { permits };
  });

  app.post(`${prefix}/lahitapiola/permit-applications`, async (request, reply) => {
    const code = authorized(request, reply);
    if (code === null) return reply;
    const language = field(request.body, 'language');
    const redirectTo = field(request.body, 'redirectTo');
    if (typeof language !== 'string' || !isLanguage(language) || typeof redirectTo !== 'string' || field(request.body, 'channel') !== 'w') {
      return reply.code(400).send({ error: 'language, redirectTo and channel w required' });
    }
    if (insuredOf(code).lahiTapiola === 'failing') return failing(reply);
    const token = cipher.seal({ personalIdentityCode: code, language, redirectTo, expiresAt: options.now().getTime() + APPLICATION_LIFETIME_MS });
    return { applicationUrl: `${options.publicOrigin}${prefix}/lahitapiola/permit-application?${new URLSearchParams({ application: token })}` };
  });

  /** The application the page's address carries, while it is open. */
  const openApplication = (request: FastifyRequest): Application | null => {
    const token = (request.query as Record<string, unknown> | undefined)?.['application'];
    if (typeof token !== 'string' || token.length > 4000) return null;
    const application = cipher.open(token);
    return application && application.expiresAt > options.now().getTime() ? application : null;
  };
  const sendPage = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get(`${prefix}/lahitapiola/permit-application`, async (request, reply) => {
    const application = openApplication(request);
    if (!application) return sendPage(reply, 404, page('fi', texts.fi.title, html`<h1>${texts.fi.title}</h1><p>${texts.fi.expired}</p>`));
    const lang = application.language;
    const t = texts[lang];
    const choices = applicable.map(
      (choice, index) => html`<li><label><input type="radio" name="symptom" value="${index}" ${index === 0 ? html`checked` : html``}> ${choice.symptom[lang]} (${choice.bodyPart[lang]})</label></li>`,
    );
    const outcome = (value: string, label: string, primary = false) => html`<button type="submit" name="outcome" value="${value}" class="${primary ? '' : 'secondary'}">${label}</button> `;
    return sendPage(
      reply,
      200,
      page(
        lang,
        t.title,
        html`<h1>${t.title}</h1><p class="notice">${t.notice}</p><form method="post"><fieldset><legend>${t.symptom}</legend><ul>${choices}</ul></fieldset><fieldset><legend>${t.outcome}</legend>${outcome('allow', t.allow, true)}${outcome('deny', t.deny)}${outcome('cancel', t.cancel)}${outcome('error', t.error)}</fieldset></form>`,
      ),
    );
  });

  const statusOf = { allow: 'directcompensationallowed', deny: 'directcompensationdenied', cancel: 'cancel', error: 'error' } as const;

  app.post(`${prefix}/lahitapiola/permit-application`, async (request, reply) => {
    const application = openApplication(request);
    const outcome = field(request.body, 'outcome');
    if (!application || typeof outcome !== 'string' || !(outcome in statusOf)) return sendPage(reply, 400, page('fi', texts.fi.title, html`<h1>${texts.fi.title}</h1><p>${texts.fi.expired}</p>`));
    const status = statusOf[outcome as keyof typeof statusOf];
    if (status === 'directcompensationallowed') {
      const symptomIndex = Math.min(Math.max(Number(field(request.body, 'symptom')) || 0, 0), applicable.length - 1);
      await granted.grant(application.personalIdentityCode, symptomIndex, addCalendarDays(today(), GRANTED_PERMIT_DAYS), options.now());
    }
    const back = new URL(application.redirectTo);
    const applicationId = createHash('sha256').update(String((request.query as Record<string, unknown>)['application'])).digest('hex').slice(0, 32);
    back.searchParams.set('status', status);
    back.searchParams.set('application', applicationId);
    back.searchParams.set('signature', lahiTapiolaReturnSignature(options.returnSecret, applicationId, status));
    return reply.redirect(back.toString(), 303);
  });
}
