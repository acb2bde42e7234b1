import type { Database } from '@portal/shared/db';
import type { ApiConfig, Html } from '@portal/shared/server';
import { forbidden, helsinkiTime, html, notFound, parseInput, sendPage } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { FeedbackRow } from './feedback';
import { latestFeedback, markAnswered } from './feedback';

export const DEV_FEEDBACK_PATH = '/dev-accessibility-feedback';
/** The page shows this many, newest first. */
const PAGE_SIZE = 100;

const texts = {
  fi: {
    title: 'Saavutettavuuspalaute (kehitysympäristö)',
    notice: 'Kehitysympäristössä klinikan saavutettavuuspalaute näkyy täällä. Uusin ensin. Vastaus on annettava 14 päivän kuluessa.',
    empty: 'Ei palautetta.',
    received: 'Saapunut',
    due: 'Vastattava viimeistään',
    overdue: 'Myöhässä',
    language: 'Kieli',
    page: 'Sivu tai osa',
    message: 'Viesti',
    replyEmail: 'Vastausosoite',
    sender: 'Lähettäjä',
    signedIn: 'Kirjautunut käyttäjä',
    anonymous: 'Kirjautumaton',
    none: '–',
    answered: 'Vastattu',
    markAnswered: 'Merkitse vastatuksi',
  },
  sv: {
    title: 'Respons om tillgängligheten (utvecklingsmiljö)',
    notice: 'I utvecklingsmiljön visas klinikens respons om tillgängligheten här. Nyaste först. Svaret ska ges inom 14 dagar.',
    empty: 'Ingen respons.',
    received: 'Mottagen',
    due: 'Ska besvaras senast',
    overdue: 'Försenad',
    language: 'Språk',
    page: 'Sida eller del',
    message: 'Meddelande',
    replyEmail: 'Svarsadress',
    sender: 'Avsändare',
    signedIn: 'Inloggad användare',
    anonymous: 'Inte inloggad',
    none: '–',
    answered: 'Besvarad',
    markAnswered: 'Markera som besvarad',
  },
  en: {
    title: 'Accessibility feedback (development environment)',
    notice: "In the development environment the clinic's accessibility feedback is shown here. Newest first. An answer is due within 14 days.",
    empty: 'No feedback.',
    received: 'Received',
    due: 'Answer due',
    overdue: 'Overdue',
    language: 'Language',
    page: 'Page or part',
    message: 'Message',
    replyEmail: 'Reply address',
    sender: 'Sender',
    signedIn: 'Signed-in user',
    anonymous: 'Not signed in',
    none: '–',
    answered: 'Answered',
    markAnswered: 'Mark as answered',
  },
} satisfies Record<Language, Record<string, string>>;

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
const PageQuerySchema = v.object({ lang: LangSchema });
const AnsweredParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });


function item(row: FeedbackRow, lang: Language, at: Date): Html {
  const t = texts[lang];
  const overdue = row.answeredAt === null && row.answerDue.getTime() < at.getTime();
  const status =
    row.answeredAt === null
      ? html`<form method="post" action="${DEV_FEEDBACK_PATH}/${row.id}/answered?lang=${lang}"><button type="submit">${t.markAnswered}</button></form>`
      : html`<p>${t.answered} ${helsinkiTime(row.answeredAt)}</p>`;
  return html`<li><article aria-labelledby="feedback-${row.id}"><h2 id="feedback-${row.id}">${t.received} ${helsinkiTime(row.createdAt)}</h2><dl>
<dt>${t.due}</dt><dd>${helsinkiTime(row.answerDue)}${overdue ? html` <strong class="error">${t.overdue}</strong>` : html``}</dd>
<dt>${t.language}</dt><dd>${row.language}</dd>
<dt>${t.page}</dt><dd>${row.page ?? t.none}</dd>
<dt>${t.message}</dt><dd style="white-space:pre-line">${row.message}</dd>
<dt>${t.replyEmail}</dt><dd>${row.replyEmail ?? t.none}</dd>
<dt>${t.sender}</dt><dd>${row.personId === null ? t.anonymous : t.signedIn}</dd>
</dl>${status}</article></li>`;
}

/**
 * The clinic's view of the feedback in the development environment, where no inbox of the clinic
 * is connected: `/dev-accessibility-feedback` lists it newest first (fi, sv or en with `?lang`)
 * with each due date, overdue ones marked, and a button that marks one answered.
 */
export function registerDevFeedbackPage(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date }): void {
  const { db, config, now } = deps;

  app.get(DEV_FEEDBACK_PATH, async (request, reply) => {
    const { lang } = parseInput(PageQuerySchema, request.query);
    const t = texts[lang];
    const rows = await latestFeedback(db, PAGE_SIZE);
    const at = now();
    const list = rows.length === 0 ? html`<p>${t.empty}</p>` : html`<ul>${rows.map((row) => item(row, lang, at))}</ul>`;
    return sendPage(reply, lang, t.title, html`<h1>${t.title}</h1><p class="notice">${t.notice}</p>${list}`);
  });

  app.post(`${DEV_FEEDBACK_PATH}/:id/answered`, async (request, reply) => {
    // A form post of the page itself: a state change, so from our own origin only, as under /api.
    if (request.headers.origin !== config.publicOrigin) throw forbidden('origin');
    const { lang } = parseInput(PageQuerySchema, request.query);
    const { id } = parseInput(AnsweredParamsSchema, request.params);
    if (!(await markAnswered(db, id, now()))) throw notFound();
    return reply.redirect(`${DEV_FEEDBACK_PATH}?lang=${lang}`, 303);
  });
}
