import path from 'node:path';
import { openDatabase } from './client';
import { persons } from './schema';

const migrationsFolder = path.join(__dirname, '../../drizzle');

describe('openDatabase (PGlite)', () => {
  it('migrates an empty database and answers queries', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
    try {
      await handle.migrate(migrationsFolder);
      await handle.ping();
      await handle.db.insert(persons).values({ ssn: '010101-900R', firstName: 'A', lastName: 'B', birthDate: '2001-01-01' });
      expect(await handle.db.select({ id: persons.id }).from(persons)).toEqual([{ id: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
