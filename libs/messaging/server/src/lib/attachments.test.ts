import { storedObjects } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { call, jpegBytes, NOW, pngBytes, putUpload } from '@portal/shared/server/testing';
import { messagingTestApp, minutesAfter, operation } from '../testing/messaging-fixtures';
import { attachmentContentMatches, fileTypeProblem, MAX_ATTACHMENT_BYTES_PER_MESSAGE } from './attachments';

const createUpload = operation('create-attachment-upload');
const sendMessage = operation('send-message');
const downloadUrl = operation('attachment-download-url');

const ascii = (text: string, length = 64) => Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(Math.max(0, length - text.length), 0x20)]);
const pdfBytes = (length = 64) => ascii('%PDF-1.7\n', length);
const zipBytes = (length = 64) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(length - 4, 1)]);

describe('attachment types and contents', () => {
  it('takes the extensions and content types of spec section 5, case-insensitively', () => {
    expect(fileTypeProblem('Tulos.PDF', 'application/pdf')).toBeNull();
    expect(fileTypeProblem('kuva.jpe', 'image/jpeg')).toBeNull();
    expect(fileTypeProblem('lomake.docx', 'application/msword')).toBeNull();
    expect(fileTypeProblem('taulukko.csv', 'application/vnd.ms-excel')).toBeNull();
    expect(fileTypeProblem('ohje.rtf', 'text/rtf')).toBeNull();
    expect(fileTypeProblem('ohjelma.exe', 'application/octet-stream')).toBe('extension');
    expect(fileTypeProblem('kuva.svg', 'image/svg+xml')).toBe('extension');
    expect(fileTypeProblem('ilman-paatetta', 'text/plain')).toBe('extension');
    expect(fileTypeProblem('kuva.png', 'application/pdf')).toBe('content-type');
    expect(fileTypeProblem('../etc/passwd.txt', 'text/plain')).toBe('file-name');
  });

  it('knows each kind of file by its first bytes', () => {
    const cases: [Buffer, string, boolean][] = [
      [pdfBytes(), 'application/pdf', true],
      [pngBytes(), 'image/png', true],
      [jpegBytes(), 'image/jpeg', true],
      [ascii('GIF89a'), 'image/gif', true],
      [Buffer.from([0x49, 0x49, 0x2a, 0x00, 1, 2]), 'image/tiff', true],
      [Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 1, 2]), 'image/tiff', true],
      [zipBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
      [zipBytes(), 'application/vnd.oasis.opendocument.text', true],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/msword', true],
      [ascii('{\\rtf1\\ansi'), 'application/rtf', true],
      [Buffer.from('nimi;arvo\r\nKolesteroli;5,2\r\nÄäkköset\n', 'utf8'), 'text/csv', true],
      [Buffer.from('Hei\tmaailma', 'latin1'), 'text/plain', true],
      [pngBytes(), 'application/pdf', false],
      [pdfBytes(), 'image/png', false],
      [zipBytes(), 'application/pdf', false],
      [pdfBytes(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
      [Buffer.from([0x41, 0x00, 0x42]), 'text/plain', false],
      [zipBytes(), 'text/plain', false],
      [Buffer.from('MZ\x90\x00\x03', 'latin1'), 'text/plain', false],
      [ascii('<html>'), 'application/rtf', false],
    ];
    for (const [bytes, type, expected] of cases) expect([type, attachmentContentMatches(bytes, type)]).toEqual([type, expected]);
  });
});

describe.each(testDatabases)('attachments on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const codeOf = (answer: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => answer.body.errors?.[0]?.extensions;
  const start = async (session: TestSession, fileName: string, contentType: string, size: number) => {
    const answer = await c.gql(session, createUpload, { fileName, contentType, size });
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data as { createAttachmentUpload: { key: string; url: string } }).createAttachmentUpload;
  };
  const upload = async (session: TestSession, fileName: string, contentType: string, bytes: Buffer) => {
    const started = await start(session, fileName, contentType, bytes.length);
    expect((await putUpload(c.t, started.url, bytes)).statusCode).toBe(200);
    return { key: started.key, fileName, contentType };
  };
  const send = (session: TestSession, threadId: number, attachments: { key: string; fileName: string; contentType: string }[], content = '') =>
    c.gql(session, sendMessage, { threadId: String(threadId), message: { content, attachments } });

  it('sends an uploaded file with a reply and lets the thread’s customer download it for 5 minutes', async () => {
    const { adult, guardian } = c.t.personIds;
    const threadId = await c.insertThread(adult);
    const session = await c.session(adult);
    const bytes = pdfBytes(5000);
    const attachment = await upload(session, 'Lausunto.pdf', 'application/pdf', bytes);
    // A reply of an attachment alone is fine.
    const sent = await send(session, threadId, [attachment]);
    expect(sent.body.errors).toBeUndefined();
    const [listed] = (sent.body.data as { sendMessage: { attachments: { id: string; fileName: string; contentType: string }[] } }).sendMessage.attachments;
    expect(listed).toMatchObject({ fileName: 'Lausunto.pdf', contentType: 'application/pdf' });
    expect((await c.database.db.select().from(storedObjects))[0]?.status).toBe('accepted');

    const url = (await c.gql(session, downloadUrl, { id: listed?.id })).body.data as { attachmentDownloadUrl: string };
    expect(url.attachmentDownloadUrl).toMatch(/^\/api\/customer-messaging\/attachments\/\d+\?expires=\d+&signature=[\w-]{43}$/);
    const file = await call(c.t, 'GET', url.attachmentDownloadUrl, { session });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(bytes);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''Lausunto.pdf",
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    // Not in another session, not without one, not when altered, not once expired.
    expect((await call(c.t, 'GET', url.attachmentDownloadUrl, { session: await c.session(adult) })).statusCode).toBe(404);
    expect((await call(c.t, 'GET', url.attachmentDownloadUrl)).statusCode).toBe(401);
    expect((await call(c.t, 'GET', url.attachmentDownloadUrl.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`), { session })).statusCode).toBe(404);
    c.t.clock.now = minutesAfter(NOW, 6);
    expect((await call(c.t, 'GET', url.attachmentDownloadUrl, { session })).statusCode).toBe(404);
    // Another person gets no address at all.
    expect(codeOf(await c.gql(await c.session(guardian), downloadUrl, { id: listed?.id }))).toEqual({ code: 'NOT_FOUND' });
  });

  it('refuses a name, type or size it does not take when the upload starts', async () => {
    const session = await c.session(c.t.personIds.adult);
    const cases: [string, string, number, Record<string, unknown>][] = [
      ['ohjelma.exe', 'application/octet-stream', 10, { code: 'BAD_USER_INPUT', field: 'fileName', reason: 'extension' }],
      ['kuva.png', 'application/pdf', 10, { code: 'BAD_USER_INPUT', field: 'contentType', reason: 'content-type' }],
      ['kuva.png', 'image/png', 0, { code: 'BAD_USER_INPUT', field: 'size', reason: 'out-of-range' }],
      ['kuva.png', 'image/png', MAX_ATTACHMENT_BYTES_PER_MESSAGE + 1, { code: 'ATTACHMENT_REJECTED', reason: 'total-too-large', maxBytes: MAX_ATTACHMENT_BYTES_PER_MESSAGE }],
    ];
    for (const [fileName, contentType, size, expected] of cases) expect(codeOf(await c.gql(session, createUpload, { fileName, contentType, size }))).toEqual(expected);
    expect(await c.database.db.select().from(storedObjects)).toEqual([]);
  });

  it('refuses attachments weighing more than 9437184 bytes together', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    const session = await c.session(c.t.personIds.adult);
    const half = MAX_ATTACHMENT_BYTES_PER_MESSAGE / 2;
    const first = await upload(session, 'a.png', 'image/png', pngBytes(half));
    const second = await upload(session, 'b.png', 'image/png', pngBytes(half + 1));
    expect(codeOf(await send(session, threadId, [first, second], 'Kuvat'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'total-too-large', maxBytes: MAX_ATTACHMENT_BYTES_PER_MESSAGE });
    // Exactly the limit goes.
    const exact = await upload(session, 'c.png', 'image/png', pngBytes(half));
    expect((await send(session, threadId, [first, exact], 'Kuvat')).body.errors).toBeUndefined();
  });

  it('refuses and discards a file whose bytes are not of its type', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    const session = await c.session(c.t.personIds.adult);
    const fake = await upload(session, 'lausunto.pdf', 'application/pdf', pngBytes(100));
    expect(codeOf(await send(session, threadId, [fake], 'Liite'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'content-mismatch', index: 0 });
    expect(await c.database.db.select().from(storedObjects)).toEqual([]);
  });

  it('refuses a name or type at sending that does not fit the upload', async () => {
    const threadId = await c.insertThread(c.t.personIds.adult);
    const session = await c.session(c.t.personIds.adult);
    const image = await upload(session, 'kuva.png', 'image/png', pngBytes(100));
    expect(codeOf(await send(session, threadId, [{ ...image, fileName: 'kuva.exe' }], 'Liite'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'extension', index: 0 });
    expect(codeOf(await send(session, threadId, [{ ...image, fileName: 'kuva.jpg', contentType: 'image/jpeg' }], 'Liite'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'content-type', index: 0 });
  });

  it('refuses someone else’s upload, one not uploaded yet and one already sent', async () => {
    const { adult, guardian } = c.t.personIds;
    const threadId = await c.insertThread(adult);
    const session = await c.session(adult);
    const theirs = await upload(await c.session(guardian), 'kuva.png', 'image/png', pngBytes(100));
    expect(codeOf(await send(session, threadId, [theirs], 'Liite'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'unknown-key', index: 0 });
    const pending = await start(session, 'kuva.png', 'image/png', 100);
    expect(codeOf(await send(session, threadId, [{ key: pending.key, fileName: 'kuva.png', contentType: 'image/png' }], 'Liite'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'not-uploaded', index: 0 });
    const mine = await upload(session, 'kuva.png', 'image/png', pngBytes(100));
    expect((await send(session, threadId, [mine], 'Liite')).body.errors).toBeUndefined();
    expect(codeOf(await send(session, threadId, [mine], 'Uudestaan'))).toEqual({ code: 'ATTACHMENT_REJECTED', reason: 'unknown-key', index: 0 });
    expect(codeOf(await send(session, threadId, [mine, mine], 'Kahdesti'))).toEqual({ code: 'BAD_USER_INPUT', field: 'attachments', reason: 'duplicate' });
  });

  it('takes a guardian’s uploads for the child’s thread', async () => {
    const { guardian, child8 } = c.t.personIds;
    const threadId = await c.insertThread(child8);
    const session = await c.session(guardian, child8);
    const attachment = await upload(session, 'rokotuskortti.jpg', 'image/jpeg', jpegBytes(200));
    expect((await send(session, threadId, [attachment], 'Kortti')).body.errors).toBeUndefined();
  });
});
