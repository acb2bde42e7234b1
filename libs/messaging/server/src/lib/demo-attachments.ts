import type { Database } from '@portal/shared/db';
import { messageAttachments, messages, messagingThreads, storedObjects } from '@portal/shared/db';
import type { ObjectStore } from '@portal/shared/server';
import { randomToken, startTaggedPdf } from '@portal/shared/server';
import { eq, like } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import { ATTACHMENT_PURPOSE } from './attachments';

/** A PNG of one colour, `size` pixels square: the demo's photo, a real image a browser opens. */
function demoPng(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  // Each row: filter byte 0, then the pixels' RGB.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xe8, 0xb4, 0xa0]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function demoPdf(fileName: string, now: Date): Promise<Buffer> {
  const title = fileName.replace(/\.pdf$/i, '');
  const pdf = startTaggedPdf({ brand: 'general', lang: 'fi', title, heading: title, createdAt: now });
  pdf.add('P', () => pdf.doc.text('Tämä on esittelyaineiston liite: hoitotiimi on lähettänyt sen viestissä.', { width: pdf.width }));
  return pdf.end();
}

/**
 * The demo data's message attachments name placeholder keys (`demo/attachments/…`), as the seed
 * writes rows only. In development the messaging domain stores a real file for each at start (a
 * tagged PDF, a small PNG, a text file), accepted and owned by the thread's patient, and points
 * the attachment at it, so a patient opening one gets the file. Files already stored are left.
 */
export async function storeDemoAttachments(db: Database, store: ObjectStore, now: Date): Promise<number> {
  const rows = await db
    .select({ id: messageAttachments.id, fileName: messageAttachments.fileName, contentType: messageAttachments.contentType, patientId: messagingThreads.patientId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(messagingThreads, eq(messagingThreads.id, messages.threadId))
    .where(like(messageAttachments.storageKey, 'demo/%'));
  for (const row of rows) {
    const bytes =
      row.contentType === 'application/pdf'
        ? await demoPdf(row.fileName, now)
        : row.contentType === 'image/png'
          ? demoPng()
          : Buffer.from(`${row.fileName}\n`, 'utf8');
    const contentType = row.contentType === 'application/pdf' || row.contentType === 'image/png' ? row.contentType : 'text/plain';
    const key = randomToken();
    await store.put(key, bytes, contentType, { purpose: ATTACHMENT_PURPOSE });
    await db.transaction(async (tx) => {
      await tx.insert(storedObjects).values({
        key,
        ownerId: row.patientId,
        purpose: ATTACHMENT_PURPOSE,
        contentType,
        maxBytes: bytes.length,
        status: 'accepted',
        sizeBytes: bytes.length,
        createdAt: now,
        uploadExpiresAt: now,
      });
      await tx.update(messageAttachments).set({ storageKey: key, contentType, sizeBytes: bytes.length }).where(eq(messageAttachments.id, row.id));
    });
  }
  return rows.length;
}
