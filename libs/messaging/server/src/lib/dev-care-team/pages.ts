import type { Database, JobQueue } from '@portal/shared/db';
import type { ApiConfig, Html } from '@portal/shared/server';
import { forbidden, helsinkiTime, html, HttpProblem, notFound, parseInput, sendPage } from '@portal/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MessagingError } from '../errors';
import {
  absencesOfProfessional,
  addAbsence,
  answer,
  deleteMessage,
  listProfessionals,
  markReadByProfessional,
  professional,
  threadMessages,
  threadOfProfessional,
  threadsOfProfessional,
} from './care-team';

export const DEV_CARE_TEAM_PATH = '/dev-care-team';

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));
const ProfessionalParams = v.object({ professionalId: Id });
const ThreadParams = v.object({ professionalId: Id, threadId: Id });
const MessageParams = v.object({ professionalId: Id, threadId: Id, messageId: Id });
const Day = v.pipe(v.string(), v.isoDate());
const AnswerForm = v.object({ content: v.pipe(v.string(), v.maxLength(10_000)) });
const DeleteForm = v.object({ reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)) });
const AbsenceForm = v.pipe(
  v.object({
    startDate: Day,
    endDate: Day,
    substituteId: v.optional(v.union([v.literal(''), Id]), ''),
    internalMessage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  }),
  v.check((form) => form.startDate <= form.endDate, 'the absence must end on or after its start'),
);

const name = (person: { firstName: string; lastName: string } | null) => (person ? `${person.firstName} ${person.lastName}` : '–');

function send(reply: FastifyReply, title: string, body: Html) {
  return sendPage(reply, 'en', title, body);
}

/**
 * The care team's side of customer messaging in the development environment, where no care-team
 * system is connected: a professional of the demo data lists their threads, reads one (which
 * marks it read for them), answers it, deletes a message with a reason, and records an absence
 * with a substitute. Every text is escaped; every form post must come from our own origin.
 */
export function registerDevCareTeamPages(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date; jobs: JobQueue }): void {
  const { db, config, now, jobs } = deps;

  const sameOriginOnly = (request: FastifyRequest) => {
    // A form post of these pages: a state change, so from our own origin only, as under /api.
    if (request.headers.origin !== config.publicOrigin) throw forbidden('origin');
  };
  const professionalOrNotFound = async (id: number) => {
    const found = await professional(db, id);
    if (!found) throw notFound();
    return found;
  };

  app.get(DEV_CARE_TEAM_PATH, async (_request, reply) => {
    const rows = await listProfessionals(db);
    const items = rows.map((row) => html`<li><a href="${DEV_CARE_TEAM_PATH}/${row.id}">${name(row)}</a> <span class="role">${row.title}</span></li>`);
    return send(
      reply,
      'Care team (development environment)',
      html`<h1>Care team (development environment)</h1><p class="notice">No care-team system is connected in the development environment: answer the customers' messages here. Choose who you are.</p><ul>${items}</ul>`,
    );
  });

  app.get(`${DEV_CARE_TEAM_PATH}/:professionalId`, async (request, reply) => {
    const { professionalId } = parseInput(ProfessionalParams, request.params);
    const me = await professionalOrNotFound(professionalId);
    const [threads, absences, everyone] = await Promise.all([threadsOfProfessional(db, professionalId), absencesOfProfessional(db, professionalId), listProfessionals(db)]);
    const threadItems = threads.map(
      ({ thread, customer, activityAt, isRead }) =>
        html`<li><a href="${DEV_CARE_TEAM_PATH}/${professionalId}/threads/${thread.id}">${isRead ? html`` : html`<strong>Unread: </strong>`}${thread.title}</a> <span class="role">${name(customer)} · ${helsinkiTime(activityAt)}${thread.isActive ? html`` : html` · closed`}</span></li>`,
    );
    const absenceItems = absences.map((absence) => html`<li>${absence.startDate} – ${absence.endDate}${absence.internalMessage ? html`: ${absence.internalMessage}` : html``}</li>`);
    const substitutes = everyone.filter((row) => row.id !== professionalId).map((row) => html`<option value="${row.id}">${name(row)}</option>`);
    return send(
      reply,
      `Care team: ${name(me)}`,
      html`<h1>${name(me)}</h1><p><a href="${DEV_CARE_TEAM_PATH}">Choose another professional</a></p>
<h2>Conversations</h2>${threads.length === 0 ? html`<p>No conversations.</p>` : html`<ul>${threadItems}</ul>`}
<h2>Absences</h2>${absences.length === 0 ? html`<p>No absences.</p>` : html`<ul>${absenceItems}</ul>`}
<form method="post" action="${DEV_CARE_TEAM_PATH}/${professionalId}/absences">
<label for="startDate">First day</label><input id="startDate" name="startDate" type="date" required>
<label for="endDate">Last day</label><input id="endDate" name="endDate" type="date" required>
<label for="substituteId">Substitute</label><select id="substituteId" name="substituteId"><option value="">None</option>${substitutes}</select>
<label for="internalMessage">Note for the care team</label><input id="internalMessage" name="internalMessage" maxlength="300">
<p><button type="submit">Add the absence</button></p></form>`,
    );
  });

  // A professional's read of a patient's messages: the patient's "who has viewed my data" lists it.
  app.get(`${DEV_CARE_TEAM_PATH}/:professionalId/threads/:threadId`, { config: { accessLog: { kind: 'messages', record: 'threadId' } } }, async (request, reply) => {
    const { professionalId, threadId } = parseInput(ThreadParams, request.params);
    const me = await professionalOrNotFound(professionalId);
    const found = await threadOfProfessional(db, professionalId, threadId);
    if (!found) throw notFound();
    request.accessLogSubject = found.thread.patientId;
    request.accessLogReader = { role: 'professional', id: professionalId };
    const rows = await threadMessages(db, threadId);
    // Reading the page is the professional's read of the thread.
    await markReadByProfessional(db, professionalId, threadId, now());
    const base = `${DEV_CARE_TEAM_PATH}/${professionalId}/threads/${threadId}`;
    const items = rows.map(({ message, professional: author, person }) => {
      const body = message.deletedAt
        ? html`<p><em>Deleted ${helsinkiTime(message.deletedAt)}: ${message.deletedReason ?? ''}</em></p><p style="white-space:pre-line">${message.content}</p>`
        : html`<p style="white-space:pre-line">${message.content}</p><form method="post" action="${base}/messages/${message.id}/delete"><label for="reason-${message.id}">Reason for deleting</label><input id="reason-${message.id}" name="reason" required maxlength="300"><p><button class="secondary" type="submit">Delete the message</button></p></form>`;
      return html`<li><article aria-labelledby="message-${message.id}"><h3 id="message-${message.id}">${name(author ?? person)}, ${helsinkiTime(message.created)}</h3>${body}</article></li>`;
    });
    const answerForm = found.thread.isActive
      ? html`<form method="post" action="${base}/messages"><label for="content">Answer</label><textarea id="content" name="content" rows="5" maxlength="10000" required style="width:100%"></textarea><p><button type="submit">Send</button></p></form>`
      : html`<p>The conversation is closed.</p>`;
    return send(
      reply,
      found.thread.title,
      html`<h1>${found.thread.title}</h1><p>${name(found.customer)} · <a href="${DEV_CARE_TEAM_PATH}/${professionalId}">${name(me)}'s conversations</a></p><ul>${items}</ul>${answerForm}`,
    );
  });

  app.post(`${DEV_CARE_TEAM_PATH}/:professionalId/threads/:threadId/messages`, async (request, reply) => {
    sameOriginOnly(request);
    const { professionalId, threadId } = parseInput(ThreadParams, request.params);
    const { content } = parseInput(AnswerForm, request.body);
    const found = await threadOfProfessional(db, professionalId, threadId);
    if (!found) throw notFound();
    if (!found.thread.isActive) throw new HttpProblem(409, { type: 'ThreadClosed' });
    try {
      await answer(db, jobs, professionalId, threadId, content, now());
    } catch (error) {
      if (error instanceof MessagingError) throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'content', message: 'Expected text' }] });
      throw error;
    }
    return reply.redirect(`${DEV_CARE_TEAM_PATH}/${professionalId}/threads/${threadId}`, 303);
  });

  app.post(`${DEV_CARE_TEAM_PATH}/:professionalId/threads/:threadId/messages/:messageId/delete`, async (request, reply) => {
    sameOriginOnly(request);
    const { professionalId, threadId, messageId } = parseInput(MessageParams, request.params);
    const { reason } = parseInput(DeleteForm, request.body);
    if (!(await threadOfProfessional(db, professionalId, threadId))) throw notFound();
    if (!(await deleteMessage(db, professionalId, threadId, messageId, reason, now()))) throw notFound();
    return reply.redirect(`${DEV_CARE_TEAM_PATH}/${professionalId}/threads/${threadId}`, 303);
  });

  app.post(`${DEV_CARE_TEAM_PATH}/:professionalId/absences`, async (request, reply) => {
    sameOriginOnly(request);
    const { professionalId } = parseInput(ProfessionalParams, request.params);
    const form = parseInput(AbsenceForm, request.body);
    await professionalOrNotFound(professionalId);
    const substituteId = form.substituteId === '' || form.substituteId === professionalId ? null : form.substituteId;
    if (substituteId !== null && !(await professional(db, substituteId))) throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'substituteId', message: 'Expected a professional' }] });
    await addAbsence(db, { professionalId, startDate: form.startDate, endDate: form.endDate, substituteId, internalMessage: form.internalMessage || null });
    return reply.redirect(`${DEV_CARE_TEAM_PATH}/${professionalId}`, 303);
  });
}
