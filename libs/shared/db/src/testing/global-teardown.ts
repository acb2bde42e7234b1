import type { GlobalWithPostgres } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as GlobalWithPostgres;
  if (!state.testPostgresServer) return;
  await state.testPostgresServer.stop();
  state.testPostgresServer = undefined;
  // Watch mode runs the setup again in this process: it must start a new server, not reuse this URL.
  delete process.env.TEST_POSTGRES_URL;
}
