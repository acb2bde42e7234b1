import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers too). */
export function registerHealthRoutes(app: FastifyInstance, deps: { pingDatabase(): Promise<void> }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await deps.pingDatabase();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ type: 'ServiceUnavailable' });
    }
  });
}
