import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { startPostgresServer } from './postgres-server';

describe('startPostgresServer', () => {
  it('starts a server on a socket in a temp folder, and stop() removes both', async () => {
    const server = await startPostgresServer();
    const socketDir = new URLSearchParams(server.url.split('?')[1]).get('host') ?? '';
    try {
      const client = new Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ listen: string }>("select current_setting('listen_addresses') as listen");
      await client.end();
      expect(rows).toEqual([{ listen: '' }]);
      expect(existsSync(`${socketDir}/data/PG_VERSION`)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(existsSync(socketDir)).toBe(false);
    // Teardown may call it again after a test did: still fine.
    await server.stop();
  });
});
