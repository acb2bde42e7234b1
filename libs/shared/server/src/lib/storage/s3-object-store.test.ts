import { uploadMetadataHeaders } from '@portal/shared/contracts';
import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { createS3ObjectStore, s3UploadOrigin } from './s3-object-store';

const credentials = { accessKeyId: 'AKIDPORTALTEST', secretAccessKey: 'portal-test-secret-access-key/with+symbols' };
const key = 'Kx3'.padEnd(43, 'a');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 9)]);
const upload = (expiresAt: Date) => ({ key, contentType: 'image/jpeg', maxBytes: 10_000, expiresAt, metadata: { purpose: 'kela-card-front' } });

const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (secret: string | Buffer, data: string) => createHmac('sha256', secret).update(data).digest();

/**
 * Checks a presigned request as S3 does (Signature Version 4, query authentication), written
 * from AWS's description of the algorithm rather than with the SDK's signer: the canonical
 * request of the method, path, query and signed headers, the derived key and the expiry. Like S3
 * it refuses x-amz-* headers that the signature does not cover.
 */
function presignedProblem(method: string, url: URL, headers: Readonly<Record<string, string | undefined>>, now: Date): string | null {
  const q = url.searchParams;
  const [accessKey, day, region, service] = (q.get('X-Amz-Credential') ?? '').split('/');
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || accessKey !== credentials.accessKeyId || !day || !region || !service) return 'credential';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (now.getTime() > signedAt + Number(q.get('X-Amz-Expires')) * 1000) return 'expired';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && headers[name] !== undefined && !signedHeaders.includes(name));
  if (unsigned.length > 0) return `headers not signed: ${unsigned.join(', ')}`;
  const canonicalQuery = [...q]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex') === q.get('X-Amz-Signature') ? null : 'signature';
}

/** The headers a browser sends with the portal's PUT: the content type, no-cache and the URL's metadata. */
function browserHeaders(url: string, contentType = 'image/jpeg'): Record<string, string> {
  return { 'content-type': contentType, 'cache-control': 'no-cache', ...uploadMetadataHeaders(url) };
}

describe('the S3 store’s upload URLs', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const store = createS3ObjectStore({ bucket: 'portal-uploads', region: 'eu-north-1', endpoint: null, credentials, now: () => now });

  it('presigns a PUT on the bucket’s own host that signs the content type and the metadata, expiring when asked', async () => {
    const url = new URL(await store.createUploadUrl(upload(new Date(now.getTime() + 10 * 60_000))));
    expect(url.origin).toBe(s3UploadOrigin({ bucket: 'portal-uploads', region: 'eu-north-1', endpoint: null }));
    expect(url.origin).toBe('https://portal-uploads.s3.eu-north-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDPORTALTEST/20261123/eu-north-1/s3/aws4_request',
      'X-Amz-Date': '20261123T100000Z',
      'X-Amz-Expires': '600',
      'X-Amz-SignedHeaders': 'content-type;host;x-amz-meta-purpose',
      'x-amz-meta-purpose': 'kela-card-front',
    });
  });

  it('carries no checksum that a browser’s plain PUT could not send', async () => {
    const url = await store.createUploadUrl(upload(new Date(now.getTime() + 60_000)));
    expect(url).not.toMatch(/checksum/i);
    expect(url).not.toMatch(/crc32/i);
  });

  it('holds for exactly the PUT the portal sends, and for no other content type or metadata', async () => {
    const url = await store.createUploadUrl(upload(new Date(now.getTime() + 10 * 60_000)));
    const target = new URL(url);
    const headers = { host: target.host, ...browserHeaders(url) };
    expect(presignedProblem('PUT', target, headers, now)).toBeNull();
    expect(presignedProblem('PUT', target, { ...headers, 'content-type': 'image/png' }, now)).toBe('signature');
    expect(presignedProblem('PUT', target, { ...headers, 'x-amz-meta-purpose': 'other' }, now)).toBe('signature');
    expect(presignedProblem('PUT', target, { ...headers, 'x-amz-meta-owner': '1' }, now)).toMatch(/headers not signed/);
    expect(presignedProblem('POST', target, headers, now)).toBe('signature');
    expect(presignedProblem('PUT', target, headers, new Date(now.getTime() + 10 * 60_000 + 1000))).toBe('expired');
  });
});

interface StoredObject {
  body: Buffer;
  contentType: string;
  purpose: string | undefined;
}

/** An S3 stand-in on loopback, path-style: presigned PUTs checked as S3 checks them, HEAD, ranged GET and DELETE. */
function startS3StandIn(now: () => Date) {
  const objects = new Map<string, StoredObject>();
  const ranges: string[] = [];
  const notFound = (response: ServerResponse, head: boolean) => {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end(head ? undefined : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
  };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const name = url.pathname.replace(/^\/portal-uploads\//, '');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const found = objects.get(name);
      if (request.method === 'PUT') {
        // The browser's PUT is presigned and checked in full; the API's own (ObjectStore.put) is
        // signed by the SDK in the Authorization header, taken here when it names our credential.
        const authorization = request.headers.authorization;
        const problem = authorization
          ? authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/`)
            ? null
            : 'credential'
          : presignedProblem('PUT', url, request.headers as Record<string, string>, now());
        if (problem) {
          response.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
          return;
        }
        objects.set(name, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']), purpose: request.headers['x-amz-meta-purpose'] as string | undefined });
        response.writeHead(200, { etag: '"e"' }).end();
      } else if (request.method === 'HEAD') {
        if (!found) return notFound(response, true);
        response.writeHead(200, { 'content-length': found.body.length, 'content-type': found.contentType }).end();
      } else if (request.method === 'GET') {
        if (!found) return notFound(response, false);
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        if (range) {
          ranges.push(range[0]);
          const part = found.body.subarray(Number(range[1]), Number(range[2]) + 1);
          response.writeHead(206, { 'content-length': part.length, 'content-range': `bytes ${range[1]}-${range[2]}/${found.body.length}` }).end(part);
        } else {
          response.writeHead(200, { 'content-length': found.body.length, 'content-type': found.contentType }).end(found.body);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, ranges };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the S3 store against an S3-compatible endpoint', () => {
  const clock = { now: new Date() };
  const standIn = startS3StandIn(() => clock.now);
  let store: ReturnType<typeof createS3ObjectStore>;
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    store = createS3ObjectStore({ bucket: 'portal-uploads', region: 'eu-north-1', endpoint, credentials, now: () => clock.now });
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));
  beforeEach(() => {
    clock.now = new Date();
    standIn.objects.clear();
  });

  it('addresses the endpoint path-style, which is then the upload origin', async () => {
    const url = new URL(await store.createUploadUrl(upload(new Date(clock.now.getTime() + 60_000))));
    expect(url.origin).toBe(endpoint);
    expect(url.origin).toBe(s3UploadOrigin({ bucket: 'portal-uploads', region: 'eu-north-1', endpoint }));
    expect(url.pathname).toBe(`/portal-uploads/${key}`);
  });

  it('takes the browser’s PUT, then tells the size, reads the first bytes, serves and deletes the object', async () => {
    const url = await store.createUploadUrl(upload(new Date(clock.now.getTime() + 10 * 60_000)));
    const put = await fetch(url, { method: 'PUT', headers: browserHeaders(url), body: jpeg });
    expect(put.status).toBe(200);
    expect(standIn.objects.get(key)).toMatchObject({ contentType: 'image/jpeg', purpose: 'kela-card-front' });

    expect(await store.sizeOf(key)).toBe(jpeg.length);
    expect(Buffer.from((await store.readHead(key, 8)) ?? [])).toEqual(jpeg.subarray(0, 8));
    expect(standIn.ranges).toContain('bytes=0-7');
    const served = await store.read(key);
    expect(served?.sizeBytes).toBe(jpeg.length);
    expect(await bytesOf(served?.body as Readable)).toEqual(jpeg);

    await store.delete(key);
    expect(await store.sizeOf(key)).toBeNull();
    await store.delete(key);
  });

  it('stores bytes the API holds itself, with their type and metadata, and serves them', async () => {
    await store.put(key, jpeg, 'image/jpeg', { purpose: 'message-attachment' });
    expect(standIn.objects.get(key)).toMatchObject({ contentType: 'image/jpeg', purpose: 'message-attachment' });
    expect(await store.sizeOf(key)).toBe(jpeg.length);
    expect(await bytesOf((await store.read(key))?.body as Readable)).toEqual(jpeg);
  });

  it('finds nothing where nothing was uploaded', async () => {
    expect(await store.sizeOf(key)).toBeNull();
    expect(await store.readHead(key, 8)).toBeNull();
    expect(await store.read(key)).toBeNull();
  });

  it('is refused another content type, missing metadata and an expired URL, as S3 refuses them', async () => {
    const url = await store.createUploadUrl(upload(new Date(clock.now.getTime() + 10 * 60_000)));
    expect((await fetch(url, { method: 'PUT', headers: browserHeaders(url, 'image/png'), body: jpeg })).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: jpeg })).status).toBe(403);
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    expect((await fetch(url, { method: 'PUT', headers: browserHeaders(url), body: jpeg })).status).toBe(403);
    expect(standIn.objects.size).toBe(0);
  });
});
