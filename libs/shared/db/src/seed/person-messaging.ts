import type {
  messageAttachments,
  messages,
  messagingThreads,
  professionalAbsences,
  professionalUsers,
  questionnaireInvitations,
  threadAssignments,
  threadProfessionals,
  threadReads,
} from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPerson, DemoPersonKey } from './demo-persons';
import { practitionerSeed, ROLES } from './practitioners';
import { AUDIT_FORM, PRE_VISIT_FORM, SATISFACTION_FORM } from './questionnaire-forms';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface MessagingRows {
  professionalUsers: Insert<typeof professionalUsers>[];
  absences: Insert<typeof professionalAbsences>[];
  threads: Insert<typeof messagingThreads>[];
  threadProfessionals: Insert<typeof threadProfessionals>[];
  assignments: Insert<typeof threadAssignments>[];
  reads: Insert<typeof threadReads>[];
  messages: Insert<typeof messages>[];
  attachments: Insert<typeof messageAttachments>[];
  invitations: Insert<typeof questionnaireInvitations>[];
}

/** Practitioners who also answer messages; Aino Virtanen (1) is away, Noora Koivisto (28) stands in. */
const MESSAGING_PRACTITIONERS = [1, 2, 5, 10, 12, 14, 17, 18, 20, 28];
const ABSENT = 1;
const SUBSTITUTE = 28;

/** [doctor, nurse] practitioner ids of each adult's care team. */
const TEAMS: Partial<Record<DemoPersonKey, [number, number]>> = {
  private: [1, 14],
  occupational: [10, 12],
  insurance: [2, 14],
  kela65: [28, 14],
  guardian: [2, 14],
  notCreditworthy: [28, 14],
  occupationalByPhone: [2, 14],
};

/** Professional users: ids follow MESSAGING_PRACTITIONERS, then customer service. */
export function professionalRows(ctx: SeedContext, out: MessagingRows): Map<number, number> {
  const userOf = new Map<number, number>();
  for (const practitionerId of MESSAGING_PRACTITIONERS) {
    const seed = practitionerSeed(practitionerId);
    const [firstName = '', lastName = ''] = seed.name.split(' ');
    const id = ctx.nextId('professional_users');
    userOf.set(practitionerId, id);
    const email = `${firstName}.${lastName}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
    out.professionalUsers.push({ id, practitionerId, firstName, lastName, title: ROLES[seed.role].title.fi, emailAddress: `${email}@example.com`, dhUserNames: [email] });
  }
  out.professionalUsers.push({
    id: ctx.nextId('professional_users'),
    practitionerId: null,
    firstName: 'Tuula',
    lastName: 'Laakso',
    title: 'Palveluneuvoja',
    emailAddress: 'tuula.laakso@example.com',
    dhUserNames: ['tuula.laakso'],
  });
  out.absences.push(absenceRow(ctx, userOf.get(ABSENT) ?? 0, userOf.get(SUBSTITUTE) ?? 0));
  return userOf;
}

/** The practitioner ids of the professional who is away around today and of their substitute. */
export const DEMO_ABSENCE = { absentPractitionerId: ABSENT, substitutePractitionerId: SUBSTITUTE } as const;

/** Away from two days ago to five days ahead (from `startDate` when given: the roll-forward's, after the last one). */
export function absenceRow(ctx: SeedContext, absenceeUserId: number, substituteUserId: number, startDate = ctx.day(-2)): Insert<typeof professionalAbsences> & { id: number } {
  return {
    id: ctx.nextId('professional_absences'),
    absenceeUserId,
    substituteUserIds: [substituteUserId],
    startDate,
    endDate: ctx.day(5),
    internalMessage: 'Lomalla, sijaisena Noora Koivisto.',
  };
}

interface MessageSeed {
  /** [days ago, 'HH:mm'] */
  at: [number, string];
  from: 'customer' | 'doctor' | 'nurse' | 'absent';
  content: string;
  attachment?: [fileName: string, contentType: string, sizeBytes: number];
  deleted?: string;
}

interface ThreadSeed {
  title: string;
  isActive: boolean;
  assignee: 'doctor' | 'nurse' | 'absent';
  /** When the customer last read it; null: never. */
  customerReadAt: [number, string] | null;
  messages: MessageSeed[];
}

const THREADS: readonly ThreadSeed[] = [
  {
    title: 'Kysymys laboratoriotuloksista',
    isActive: true,
    assignee: 'doctor',
    customerReadAt: [5, '18:41'],
    messages: [
      { at: [6, '09:12'], from: 'customer', content: 'Hei, sain laboratoriotulokset. Kolesteroli oli viitealueen yläpuolella – pitäisikö minun tehdä jotain?' },
      { at: [5, '14:03'], from: 'doctor', content: 'Hei! Arvo on lievästi koholla. Suosittelen ruokavaliomuutoksia ja kontrollia puolen vuoden kuluttua. Laitan lähetteen valmiiksi.' },
      { at: [5, '18:40'], from: 'customer', content: 'Kiitos, varaan ajan laboratorioon.' },
      { at: [1, '10:25'], from: 'doctor', content: 'Lähete on nyt valmiina. Muistathan 12 tunnin paaston ennen näytteenottoa.' },
    ],
  },
  {
    // The fixed Finnish title the prescription renewal form sends.
    title: 'Reseptin uusiminen',
    isActive: true,
    assignee: 'nurse',
    customerReadAt: [29, '12:00'],
    messages: [
      {
        at: [30, '08:00'],
        from: 'customer',
        content: 'Pyydän uusimaan seuraavat reseptit:\n- Levaxin 50 mikrog\n\nOnko lääke loppunut: Kyllä\nOnko ollut sivuvaikutuksia: Ei',
      },
      { at: [29, '11:30'], from: 'nurse', content: 'Resepti on uusittu ja näkyy Omakannassa.' },
    ],
  },
  {
    title: 'Esitiedot tulevaa käyntiä varten',
    isActive: true,
    assignee: 'absent',
    customerReadAt: null,
    messages: [
      {
        at: [2, '13:00'],
        from: 'absent',
        content: 'Hei, täytäthän esitietolomakkeen ennen vastaanottoa. Liitteenä ohje käyntiä varten.',
        attachment: ['Ohje vastaanotolle.pdf', 'application/pdf', 183_420],
      },
    ],
  },
  {
    title: 'Ihottuma käsivarressa',
    isActive: false,
    assignee: 'doctor',
    customerReadAt: [89, '12:00'],
    messages: [
      { at: [90, '10:00'], from: 'customer', content: 'Käsivarteen on tullut kutiseva ihottuma. Liitteenä kuva.', attachment: ['ihottuma.png', 'image/png', 524_288] },
      { at: [90, '15:20'], from: 'doctor', content: 'Hei, tämä viesti oli tarkoitettu toiselle potilaalle.', deleted: 'Lähetetty väärään keskusteluun' },
      {
        at: [89, '09:10'],
        from: 'doctor',
        content: 'Kuvan perusteella kyse on todennäköisesti kosketusihottumasta. Kokeile hydrokortisonivoidetta viikon ajan. Jos ihottuma ei helpota, varaa aika vastaanotolle.',
      },
      { at: [89, '12:00'], from: 'customer', content: 'Kiitos!' },
    ],
  },
];

/** Conversations and questionnaires; the children's brand has neither, so only adults get them. */
export function messagingFor(ctx: SeedContext, person: DemoPerson, userOf: Map<number, number>, out: MessagingRows): void {
  const team = TEAMS[person.key];
  if (!team) return;
  const patientId = ctx.personId(person.key);
  const users = { doctor: userOf.get(team[0]) ?? 0, nurse: userOf.get(team[1]) ?? 0, absent: userOf.get(ABSENT) ?? 0 };
  const messageIds: number[][] = [];
  for (const thread of THREADS) {
    const threadId = ctx.nextId('messaging_threads');
    const first = thread.messages[0]?.at ?? [0, '12:00'];
    out.threads.push({ id: threadId, patientId, title: thread.title, isActive: thread.isActive, created: ctx.at(-first[0], first[1]), threadType: 'customer' });
    const involved = [...new Set([users[thread.assignee], users.doctor, users.nurse])];
    involved.forEach((professionalUserId, i) => out.threadProfessionals.push({ threadId, professionalUserId, role: i === 0 ? 'participant' : 'access' }));
    out.assignments.push({ id: ctx.nextId('thread_assignments'), threadId, assigneeId: users[thread.assignee], assignedAt: ctx.at(-first[0], '16:00'), endedAt: null });
    const ids: number[] = [];
    for (const message of thread.messages) {
      const id = ctx.nextId('messages');
      ids.push(id);
      const created = ctx.at(-message.at[0], message.at[1]);
      const author = message.from === 'customer' ? null : users[message.from];
      out.messages.push({
        id,
        threadId,
        created,
        content: message.content,
        authorPersonId: author === null ? patientId : null,
        authorProfessionalId: author,
        deletedAt: message.deleted ? new Date(created.getTime() + 5 * 60_000) : null,
        deletedByProfessionalId: message.deleted ? author : null,
        deletedReason: message.deleted ?? null,
      });
      if (message.attachment) {
        const [fileName, contentType, sizeBytes] = message.attachment;
        const attachmentId = ctx.nextId('message_attachments');
        out.attachments.push({ id: attachmentId, messageId: id, fileName, contentType, sizeBytes, storageKey: `demo/attachments/${attachmentId}` });
      }
    }
    messageIds.push(ids);
    const last = thread.messages[thread.messages.length - 1]?.at ?? first;
    out.reads.push({ threadId, readerKind: 'professional', readerId: users[thread.assignee], readAt: ctx.at(-last[0], '20:00') });
    if (thread.customerReadAt) {
      out.reads.push({ threadId, readerKind: 'customer', readerId: patientId, readAt: ctx.at(-thread.customerReadAt[0], thread.customerReadAt[1]) });
    }
  }
  out.invitations.push(
    { id: ctx.nextId('questionnaire_invitations'), patientId, questionnaireFormId: PRE_VISIT_FORM, messageId: messageIds[2]?.[0] ?? null, created: ctx.at(-2, '13:00') },
    { id: ctx.nextId('questionnaire_invitations'), patientId, questionnaireFormId: AUDIT_FORM, messageId: null, created: ctx.at(-10, '08:00') },
    {
      id: ctx.nextId('questionnaire_invitations'),
      patientId,
      questionnaireFormId: SATISFACTION_FORM,
      messageId: messageIds[3]?.[2] ?? null,
      created: ctx.at(-89, '09:10'),
      answeredAt: ctx.at(-88, '19:30'),
      questionnaireAnswers: JSON.stringify({ rating: 5, feedback: 'Nopea vastaus, kiitos!' }),
    },
  );
}
