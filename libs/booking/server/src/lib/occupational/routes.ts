import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, loggableError } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { occupationalBookingFor } from './agreement';

export interface OccupationalBookingDeps {
  db: Database;
  config: ApiConfig;
}

/**
 * `GET /api/occupational-booking` (signed in): the occupational list's status for the session's own
 * person. An agreement that cannot be read answers the spec's `unknown-error` status, which the page
 * offers to retry, rather than a 500; the error is logged without the person's data.
 */
export function registerOccupationalBookingRoutes(app: FastifyInstance, { db, config }: OccupationalBookingDeps): void {
  app.get('/api/occupational-booking', { config: { accessLog: { kind: 'occupational-health' } } }, async (request, reply): Promise<OccupationalBookingResponse> => {
    reply.header('cache-control', 'no-store');
    const session = actingSessionOf(request);
    try {
      return await occupationalBookingFor(db, session, config.brand);
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'occupational agreement lookup failed');
      return { status: 'unknown-error' };
    }
  });
}
