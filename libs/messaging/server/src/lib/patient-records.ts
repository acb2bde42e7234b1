import type { Communication } from '@medplum/fhirtypes';
import type { Database } from '@portal/shared/db';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { isMessagingServed, portalIdentifier } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import type { Message } from './models';
import type { Page } from './queries';
import { attachmentsOf, customerThreads, customerUser, MAX_PAGE_LIMIT, messagePage, professionalsByIds, threadProfessionalsOf } from './queries';

/** Whom a message names as its sender or a recipient: the patient, or a person or professional by name. */
type Party = NonNullable<Communication['sender']>;

/** What the conversation shows in place of a deleted message (`messaging.thread.deleted` in the portal's catalogs). */
const deletedText: Readonly<Record<Language, string>> = { fi: 'Tämä viesti on poistettu.', sv: 'Det här meddelandet har raderats.', en: 'This message has been deleted.' };

/** Every row of a paged read, a page of the API's largest size at a time. */
async function everyRow<T>(read: (page: Page) => Promise<{ totalCount: number; rows: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    const page = await read({ limit: MAX_PAGE_LIMIT, offset });
    rows.push(...page.rows);
    if (page.rows.length < MAX_PAGE_LIMIT || rows.length >= page.totalCount) return rows;
  }
}

/** A person's or a professional's name as the conversation shows it by a message, each read once. */
function namesOf(db: Database) {
  const professionals = new Map<number, Promise<string | null>>();
  const persons = new Map<number, Promise<string | null>>();
  const once = (cache: Map<number, Promise<string | null>>, id: number, read: () => Promise<{ firstName: string; lastName: string } | undefined>) => {
    let name = cache.get(id);
    if (!name) {
      name = read().then((user) => (user ? `${user.firstName} ${user.lastName}` : null));
      cache.set(id, name);
    }
    return name;
  };
  return {
    professional: (id: number) => once(professionals, id, async () => (await professionalsByIds(db, [id]))[0]),
    person: (id: number) => once(persons, id, () => customerUser(db, id, false)),
  };
}

/** Who wrote the message: the patient, or by name anyone else; null when the author is no longer on record ('Unknown sender'). */
async function senderOf(message: Message, names: ReturnType<typeof namesOf>, { patient, subjectId }: Pick<PatientRecordsQuery, 'patient' | 'subjectId'>): Promise<Party | null> {
  if (message.authorPersonId === subjectId) return patient;
  const name =
    message.authorProfessionalId !== null ? await names.professional(message.authorProfessionalId) : message.authorPersonId !== null ? await names.person(message.authorPersonId) : null;
  return name === null ? null : { display: name };
}

/**
 * A message as the patient's own copy gives it, as the conversation shows it: who wrote it and
 * when, its text and its attachments' names, types and sizes (the files themselves are downloaded
 * in the portal). A deleted message keeps its author and time but neither text nor attachments,
 * only the note the conversation shows in their place. The patient's own messages go to the
 * conversation's professionals, the care team's to the patient; a guardian's for a child are
 * named by the guardian's name.
 */
async function toCommunication(
  message: Message,
  thread: { title: string; professionals: Party[] },
  names: ReturnType<typeof namesOf>,
  query: PatientRecordsQuery,
): Promise<Communication> {
  const { db, config, lang, patient } = query;
  const sender = await senderOf(message, names, query);
  const recipient: Party[] = message.authorProfessionalId !== null ? [patient] : message.authorPersonId !== null ? thread.professionals : [];
  const shown = message.deletedAt === null;
  const attachments = shown ? await attachmentsOf(db, message.id) : [];
  const payload = [
    ...(shown && message.content !== '' ? [{ contentString: message.content }] : []),
    ...attachments.map((attachment) => ({ contentAttachment: { contentType: attachment.contentType, title: attachment.fileName, size: attachment.sizeBytes } })),
  ];
  return {
    resourceType: 'Communication',
    id: `message-${message.id}`,
    identifier: [portalIdentifier(config, 'message', message.id)],
    status: 'completed',
    subject: patient,
    topic: { text: thread.title },
    sent: message.created.toISOString(),
    ...(recipient.length === 0 ? {} : { recipient }),
    ...(sender === null ? {} : { sender }),
    ...(payload.length === 0 ? {} : { payload }),
    ...(shown ? {} : { note: [{ text: deletedText[lang] }] }),
  };
}

/**
 * The conversations' part of the patient's own data: every message of every conversation of the
 * patient, oldest first within each conversation, as the conversation pages' reads give them;
 * none where messaging is not served (the portal has no conversations there).
 */
export const messagingRecords: PatientRecordSource = {
  name: 'messaging',
  resourceTypes: ['Communication'],
  records: async (query) => {
    if (!isMessagingServed(query.config)) return [];
    const { db, subjectId } = query;
    const names = namesOf(db);
    const threads = await everyRow((page) => customerThreads(db, subjectId, page));
    const perThread = await Promise.all(
      threads.map(async (thread) => {
        const [messages, participants] = await Promise.all([everyRow((page) => messagePage(db, thread.id, page)), threadProfessionalsOf(db, thread.id, 'participant')]);
        const professionals = participants.map((user) => ({ display: `${user.firstName} ${user.lastName}` }));
        return Promise.all(messages.map((message) => toCommunication(message, { title: thread.title, professionals }, names, query)));
      }),
    );
    return perThread.flat();
  },
};
