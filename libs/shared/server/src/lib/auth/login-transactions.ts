import type { Database } from '@portal/shared/db';
import { deleteRows, loginTransactions } from '@portal/shared/db';
import { eq, lt } from 'drizzle-orm';
import { randomToken } from '../sessions/tokens';

export type LoginTransaction = typeof loginTransactions.$inferSelect;
type NewLoginTransaction = Omit<typeof loginTransactions.$inferInsert, 'id' | 'createdAt'>;

/** A sign-in must finish within this time. */
export const LOGIN_TRANSACTION_MINUTES = 15;

export function createLoginTransactions(db: Database, now: () => Date = () => new Date()) {
  const oldest = () => new Date(now().getTime() - LOGIN_TRANSACTION_MINUTES * 60_000);
  return {
    async start(values: NewLoginTransaction): Promise<string> {
      const id = randomToken();
      await db.insert(loginTransactions).values({ ...values, id, createdAt: now() });
      return id;
    },
    async find(id: string): Promise<LoginTransaction | undefined> {
      const [row] = await db.select().from(loginTransactions).where(eq(loginTransactions.id, id));
      return row && row.createdAt >= oldest() ? row : undefined;
    },
    /** The guardian is identified (at `identification`, as the ID token said); the child's choice follows. */
    /** The guardian identified, and the e-Authorizations session of their choice of whom to act for. */
    async setGuardian(id: string, guardianId: number, identification: string, authorisationSession: string): Promise<void> {
      await db.update(loginTransactions).set({ guardianId, identificationMethod: identification, authorisationSession }).where(eq(loginTransactions.id, id));
    },
    async finish(id: string): Promise<void> {
      await db.delete(loginTransactions).where(eq(loginTransactions.id, id));
    },
    /** Deletes sign-ins that were started and never finished in time. */
    async purgeExpired(): Promise<number> {
      return deleteRows(db, loginTransactions, lt(loginTransactions.createdAt, oldest()));
    },
  };
}

export type LoginTransactions = ReturnType<typeof createLoginTransactions>;
