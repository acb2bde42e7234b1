import type { Database } from '@portal/shared/db';
import type { ActingSession, ApiConfig, Uploads } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import type { FastifyBaseLogger } from 'fastify';

/** What every resolver is given: who asks, in which language, and the server's parts. */
export interface MessagingContext {
  db: Database;
  now: () => Date;
  uploads: Uploads;
  /** The customer (`subjectId`: the child a guardian acts for, or the signed-in person) and who is signed in. */
  acting: ActingSession;
  lang: Language;
  /** Signs the attachment download addresses, so an address works in this session only. */
  csrfToken: string;
  log: FastifyBaseLogger;
  /** Maintenance mode and the announcement of the page state. */
  messagingConfig: ApiConfig['messaging'];
}
