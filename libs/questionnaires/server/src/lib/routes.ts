import { answerQuestionnaireInvitation, patientQuestionnaireInvitation } from '@portal/questionnaires/records';
import type { QuestionnaireResponse, QuestionnairesList } from '@portal/questionnaires/contracts';
import type { ValidationErrorBody } from '@portal/shared/contracts';
import { AnswerQuestionnaireRequestSchema, QuestionnaireParamsSchema, QuestionnairesQuerySchema } from '@portal/questionnaires/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { HttpProblem, notFound, parseInput, patientIdOf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { toInvitation, toListItem } from './mapping';
import { patientInvitations } from './queries';

const maintenance = { status: 'maintenance-mode' } as const;

/**
 * The questionnaire pages' calls (booking doc sections 2, 4 and 7): the session's patient's
 * invitations (the child a guardian acts for) and nobody else's; another person's and an unknown
 * invitation are the same 404. In maintenance mode (QUESTIONNAIRES_MAINTENANCE) nothing is listed,
 * shown or saved. Answers are health data: never cached, never logged.
 */
export function registerQuestionnaireRoutes(app: FastifyInstance, { db, config, now }: DomainDeps): void {
  const inMaintenance = () => config.questionnaires.maintenance;

  app.get('/api/questionnaires', { config: { accessLog: { kind: 'questionnaires' } } }, async (request, reply): Promise<QuestionnairesList> => {
    const { lang } = parseInput(QuestionnairesQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    if (inMaintenance()) return { ...maintenance, newTaskItems: [], answerItems: [] };
    const { newTasks, answers } = await patientInvitations(db, patientIdOf(request));
    return { status: 'ok', newTaskItems: newTasks.map((row) => toListItem(row, lang)), answerItems: answers.map((row) => toListItem(row, lang)) };
  });

  app.get('/api/questionnaires/:id', { config: { accessLog: { kind: 'questionnaire', record: 'id' } } }, async (request, reply): Promise<QuestionnaireResponse> => {
    const { id } = parseInput(QuestionnaireParamsSchema, request.params);
    const { lang } = parseInput(QuestionnairesQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    if (inMaintenance()) return maintenance;
    const record = await patientQuestionnaireInvitation(db, patientIdOf(request), id);
    if (!record) throw notFound();
    return { status: 'ok', invitation: toInvitation(record, lang) };
  });

  app.post('/api/questionnaires/:id/answers', { config: { accessLog: { kind: 'questionnaire', record: 'id' } } }, async (request, reply): Promise<QuestionnaireResponse> => {
    const { id } = parseInput(QuestionnaireParamsSchema, request.params);
    const { lang } = parseInput(QuestionnairesQuerySchema, request.query);
    const { answers } = parseInput(AnswerQuestionnaireRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    if (inMaintenance()) return maintenance;
    const outcome = await answerQuestionnaireInvitation(db, { patientId: patientIdOf(request), invitationId: id, answers, at: now() });
    switch (outcome.type) {
      case 'answered':
        return { status: 'ok', invitation: toInvitation(outcome.record, lang) };
      case 'not-found':
        throw notFound();
      case 'already-answered':
        throw new HttpProblem(409, { type: 'AlreadyAnswered' });
      case 'malformed':
        throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'answers', message: outcome.reason }] } satisfies ValidationErrorBody);
      case 'invalid':
        // Which questions, and what kind of problem: never the answers themselves.
        throw new HttpProblem(400, {
          type: 'ValidationError',
          details: outcome.problems.map((problem) => ({ path: `answers.${problem.questionId}`, message: problem.problem })),
        } satisfies ValidationErrorBody);
    }
  });
}
