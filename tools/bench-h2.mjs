// An HTTPS and HTTP/2 front for the benchmark scripts (not tests, not the product): what the load
// balancer does in production, where the browser reaches the portal over TLS and HTTP/2 and the
// balancer passes each request on to an API instance over HTTP/1.1. Lighthouse's simulation
// models each HTTP/1.1 origin as six connections carrying one request at a time, so measuring the
// API's own plain HTTP/1.1 port would price every one of a page's code files as a round trip of
// its own, as no production browser meets it.
//
// The certificate is a throwaway self-signed one made with openssl for 127.0.0.1; Chromium is told
// to accept it by its key's hash (`--ignore-certificate-errors-spki-list`), so the page still
// counts as a secure one.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Headers HTTP/2 forbids (connection-specific ones), dropped from the API's answers. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-h2-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front in a process of its own, as the load balancer is: in the process that drives
 * Lighthouse, its answers waited behind Lighthouse's own work while the page loaded, which the
 * simulation then counts as the server's time on every request. Resolves as startH2Front does.
 */
export async function startH2FrontProcess(target, port) {
  // Its stdin is a pipe from this process: when this process ends, however it ends, the front does.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), target, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(JSON.parse(output.split('\n', 1)[0]));
    });
    child.once('exit', (code) => reject(new Error(`The HTTP/2 front stopped while starting (exit ${code})`)));
  });
  return {
    ...started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the front on loopback `port` (the API's PUBLIC_ORIGIN names it, so it is chosen first),
 * passing every request on to `target` (an http: origin). Resolves with its https: origin, the
 * Chromium flag that trusts its certificate, and stop().
 */
export async function startH2Front(target, port) {
  const { key, cert } = selfSignedCertificate();
  const spki = createHash('sha256').update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  const origin = `https://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));
    headers.host = request.headers[':authority'] ?? request.headers.host;
    // As the load balancer does: the API believes these from loopback (TRUST_PROXY in bench-web.mjs).
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers, agent }, (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)));
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

// As a process of its own (startH2FrontProcess): `node bench-h2.mjs <target> <port>` prints its
// origin and Chromium flag as a line of JSON once it listens, and stops on SIGTERM or when its
// stdin closes.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const front = await startH2Front(process.argv[2], Number(process.argv[3]));
  process.stdout.write(`${JSON.stringify({ origin: front.origin, chromiumFlag: front.chromiumFlag })}\n`);
  const stop = () => void front.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.once('close', stop);
  process.stdin.resume();
}
