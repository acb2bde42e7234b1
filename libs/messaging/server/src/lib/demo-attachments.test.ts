import { messageAttachments, storedObjects } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call, NOW } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { messagingTestApp, operation } from '../testing/messaging-fixtures';
import { storeDemoAttachments } from './demo-attachments';

const downloadUrl = operation('attachment-download-url');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(testDatabases)('the demo data’s attachments on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(() => c.reset());

  async function demoAttachment(fileName: string, contentType: string): Promise<{ id: number; threadId: number }> {
    const threadId = await c.insertThread(c.t.personIds.adult);
    const messageId = await c.insertMessage(threadId, { created: NOW, authorProfessionalId: c.pros.doctor });
    const [row] = await c.database.db
      .insert(messageAttachments)
      .values({ messageId, fileName, contentType, sizeBytes: 183_420, storageKey: `demo/attachments/${fileName}` })
      .returning({ id: messageAttachments.id });
    if (!row) throw new Error('insert failed');
    return { id: row.id, threadId };
  }

  async function download(attachmentId: number) {
    const session = await c.session(c.t.personIds.adult);
    const url = (await c.gql(session, downloadUrl, { id: String(attachmentId) })).body.data as { attachmentDownloadUrl: string };
    return call(c.t, 'GET', url.attachmentDownloadUrl, { session });
  }

  it('stores a real file for each placeholder, accepted and the patient’s, which the patient then downloads', async () => {
    const pdf = await demoAttachment('Ohje vastaanotolle.pdf', 'application/pdf');
    const png = await demoAttachment('ihottuma.png', 'image/png');
    expect(await storeDemoAttachments(c.database.db, c.t.app.uploads.store, NOW)).toBe(2);

    const rows = await c.database.db.select().from(messageAttachments);
    for (const row of rows) expect(row.storageKey).toMatch(/^[\w-]{43}$/);
    const objects = await c.database.db.select().from(storedObjects);
    expect(objects).toHaveLength(2);
    for (const object of objects) expect(object).toMatchObject({ status: 'accepted', ownerId: c.t.personIds.adult, purpose: 'message-attachment' });

    const pdfFile = await download(pdf.id);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [pdfRow] = await c.database.db.select().from(messageAttachments).where(eq(messageAttachments.id, pdf.id));
    expect(pdfRow?.sizeBytes).toBe(pdfFile.rawPayload.length);

    const pngFile = await download(png.id);
    expect(pngFile.statusCode).toBe(200);
    expect(pngFile.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('leaves files already stored, so a restart adds none', async () => {
    await demoAttachment('Ohje vastaanotolle.pdf', 'application/pdf');
    expect(await storeDemoAttachments(c.database.db, c.t.app.uploads.store, NOW)).toBe(1);
    expect(await storeDemoAttachments(c.database.db, c.t.app.uploads.store, NOW)).toBe(0);
    expect(await c.database.db.select().from(storedObjects)).toHaveLength(1);
  });
});
