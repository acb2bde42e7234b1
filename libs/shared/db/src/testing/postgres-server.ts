import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  /** A node-postgres connection string for the superuser `postgres` and database `postgres`. */
  url: string;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';
// With listen_addresses='' the port only names the socket file (.s.PGSQL.5432) in our own folder,
// so it never collides with another server.
const PORT = 5432;

/**
 * Runs the whole life of one cluster, so that it ends with the process that started it: it starts
 * the server, prints "ready", then waits for a line or EOF on stdin. Stdin is a pipe from Node,
 * which the kernel closes however Node ends (teardown, crash, even SIGKILL), so the server is then
 * stopped and its folder removed. Arguments: bin folder, temp folder, lines for postgresql.conf.
 */
const SUPERVISOR = `
bin=$1 dir=$2 settings=$3
# initdb refuses to run as root, so as root the cluster belongs to Debian's postgres system user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() { as_owner "$bin/pg_ctl" stop -D "$dir/data" -m fast -w >/dev/null 2>&1; rm -rf "$dir"; }
if { [ "$(id -u)" != 0 ] || chown postgres: "$dir"; } \\
  && as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale -N >"$dir/initdb.log" 2>&1 \\
  && printf '%s\\n' "$settings" >>"$dir/data/postgresql.conf" \\
  && as_owner "$bin/pg_ctl" start -D "$dir/data" -l "$dir/server.log" -w -t 30 >/dev/null; then
  echo ready
  read -r _
else
  tail -n 20 "$dir/server.log" >&2 2>/dev/null || tail -n 20 "$dir/initdb.log" >&2
fi
cleanup
`;

/** The newest installed server version's bin folder (Debian's layout: one folder per major). */
function findPostgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT) : [];
  const bin = versions
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin/initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join(POSTGRES_ROOT, version, 'bin'))[0];
  if (!bin) {
    throw new Error(
      `PostgreSQL server binaries not found (${POSTGRES_ROOT}/*/bin/initdb): run \`bash tools/ci/ensure-system-deps.sh\``,
    );
  }
  return bin;
}

/**
 * Starts a throw-away PostgreSQL server on a unix socket in a fresh temp folder. `settings` are
 * further postgresql.conf lines; a later line wins over an earlier one. The search benchmark
 * (tools/bench-search.mjs) runs this file as it is, with Node's type stripping.
 */
export async function startPostgresServer(settings: readonly string[] = []): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const quotedDir = `'${dir.replaceAll("'", "''")}'`;
  // Throw-away data: no durability, small memory; no TCP at all, only the socket in our folder.
  const conf = [
    "listen_addresses = ''",
    `unix_socket_directories = ${quotedDir}`,
    `port = ${PORT}`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'shared_buffers = 32MB',
    'max_connections = 200',
    ...settings,
  ].join('\n');
  // Detached: Ctrl-C in the terminal must not kill the supervisor before it cleans up.
  const supervisor = spawn('sh', ['-c', SUPERVISOR, 'postgres-supervisor', bin, dir, conf], {
    detached: true,
    stdio: 'pipe',
  });
  const closed = new Promise<void>((resolve) => supervisor.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let log = '';
    supervisor.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    supervisor.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    supervisor.on('error', reject);
    // Only matters before "ready": a settled promise ignores it.
    void closed.then(() => reject(new Error(`PostgreSQL did not start (${bin}). The end of its log:\n${log}`)));
  });
  // A supervisor that is already gone (killed by hand) must not make stop() crash on EPIPE.
  supervisor.stdin.on('error', () => undefined);
  // The server must not keep Jest (or any process) alive; stop() takes the reference back.
  supervisor.unref();
  for (const stream of [supervisor.stdin, supervisor.stdout, supervisor.stderr]) {
    if (stream instanceof Socket) stream.unref();
  }
  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${PORT}`,
    stop: () =>
      (stopped ??= (async () => {
        supervisor.ref();
        supervisor.stdin.end();
        await closed;
      })()),
  };
}
