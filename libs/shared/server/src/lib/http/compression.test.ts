import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { registerCompression } from './compression';
import { registerPortalStatic } from './portal-static';

/** About 5 KB of JSON, as an appointment list would be. */
const bigAnswer = {
  appointments: Array.from({ length: 60 }, (_, index) => ({ id: index, clinic: 'Helsinki Kamppi', practitioner: 'Lääkäri', starts: '2026-03-01T08:00:00Z' })),
};
const smallAnswer = { items: ['x'.repeat(150)] };
const page = `<!doctype html><title>Sign in</title>${'<p>text</p>'.repeat(500)}`;

describe('registerCompression', () => {
  let app: FastifyInstance;
  let root: string;
  const assetJson = JSON.stringify({ catalogue: 'y'.repeat(3000) });
  const assetJs = `console.log(${JSON.stringify('z'.repeat(3000))})`;
  const assetJsBrotli = brotliCompressSync(assetJs);
  const indexGzip = gzipSync('<!doctype html><title>Portal</title>');

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-compression-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(root, 'index.html.gz'), indexGzip);
    // No siblings: the build found nothing to gain, so it goes as it is.
    writeFileSync(path.join(root, 'assets', 'catalogue-abc123.json'), assetJson);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), assetJs);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), assetJsBrotli);

    app = Fastify();
    await registerCompression(app);
    app.get('/api/appointments', async () => bigAnswer);
    app.get('/api/small', async () => smallAnswer);
    app.get('/api/encoded', async (_request, reply) => reply.type('application/json').header('content-encoding', 'br').send(brotliCompressSync(JSON.stringify(bigAnswer))));
    app.get('/api/download', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(5000, 1)));
    app.get('/oauth/page', async (_request, reply) => reply.type('text/html').send(page));
    await registerPortalStatic(app, root);
    // As server.ts answers app routes: index.html from the not-found handler.
    app.setNotFoundHandler(async (_request, reply) => reply.sendFile('index.html'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('answers JSON above 1 KB with brotli when the browser takes it', async () => {
    const response = await get('/api/appointments', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(bigAnswer);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigAnswer).length / 3);
  });

  it('answers with gzip when that is all the browser takes', async () => {
    const response = await get('/api/appointments', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(bigAnswer);
  });

  it.each([
    ['no accept-encoding', undefined],
    ['identity', 'identity'],
    ['zstd only', 'zstd'],
    ['deflate only', 'deflate'],
  ])('answers uncompressed with %s', async (_what, acceptEncoding) => {
    const response = await get('/api/appointments', acceptEncoding);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(bigAnswer);
  });

  it('leaves an answer below 1 KB as it is', async () => {
    const response = await get('/api/small', 'br, gzip');
    expect(JSON.stringify(smallAnswer).length).toBeGreaterThan(150);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(smallAnswer);
  });

  it('does not compress an answer twice', async () => {
    const response = await get('/api/encoded', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(bigAnswer);
  });

  it('leaves downloads and pages outside the API alone', async () => {
    expect((await get('/api/download', 'br, gzip')).headers['content-encoding']).toBeUndefined();
    const html = await get('/oauth/page', 'br, gzip');
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(html.body).toBe(page);
  });

  it('sends the build’s own siblings of static files and compresses no static file on the fly', async () => {
    const js = await get('/assets/index-abc123.js', 'br, gzip');
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.rawPayload.equals(assetJsBrotli)).toBe(true);
    const json = await get('/assets/catalogue-abc123.json', 'br, gzip');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.body).toBe(assetJson);
    for (const url of ['/', '/fi/ajanvaraukset']) {
      const index = await get(url, 'br, gzip');
      expect(index.headers['content-encoding']).toBe('gzip');
      expect(index.rawPayload.equals(indexGzip)).toBe(true);
      const plain = await get(url, 'deflate');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('<!doctype html><title>Portal</title>');
    }
  });
});
