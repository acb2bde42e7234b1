import type { Communication } from '@medplum/fhirtypes';
import type { ApiConfig } from '@portal/shared/server';
import { messageAttachments } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { fhirProblems, recordsQuery, NOW, testConfig } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { messagingServer } from '../index';
import { messagingTestApp, minutesAfter } from '../testing/messaging-fixtures';
import { messagingRecords } from './patient-records';

describe.each(testDatabases)('messages in the patient’s own data on $name', ({ open }) => {
  const c = messagingTestApp(open);
  beforeAll(() => c.setUp());
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const records = (subjectId: number, lang: Language = 'fi', config: ApiConfig = c.t.config) =>
    messagingRecords.records(recordsQuery(c.database, config, subjectId, { lang }));
  const attach = (messageId: number, fileName: string, contentType: string, sizeBytes: number) =>
    c.database.db.insert(messageAttachments).values({ messageId, fileName, contentType, sizeBytes, storageKey: `test/${fileName}` });
  const identifier = (id: number) => [{ system: 'http://portal.test/fhir/sid/message', value: String(id) }];

  it('is offered by the domain’s plugin', () => {
    expect(messagingServer.patientRecords).toBe(messagingRecords);
  });

  it('gives every message of the patient’s conversations as a Communication, as the conversation shows it', async () => {
    const { adult } = c.t.personIds;
    const patient = { reference: `Patient/${adult}` };
    const thread = await c.insertThread(adult, { title: 'Polvikipu', professionals: [{ id: c.pros.doctor, role: 'participant' }, { id: c.pros.nurse, role: 'access' }] });
    const question = await c.insertMessage(thread, { created: minutesAfter(NOW, -120), content: 'Polvi on turvoksissa, kuva liitteenä.', authorPersonId: adult });
    await attach(question, 'polvi.jpg', 'image/jpeg', 123_456);
    const answer = await c.insertMessage(thread, { created: minutesAfter(NOW, -60), content: 'Varataan vastaanottoaika.', authorProfessionalId: c.pros.doctor });
    const deleted = await c.insertMessage(thread, {
      created: minutesAfter(NOW, -50),
      content: 'Väärälle potilaalle tarkoitettu',
      authorProfessionalId: c.pros.doctor,
      deletedAt: minutesAfter(NOW, -40),
      deletedByProfessionalId: c.pros.doctor,
      deletedReason: 'Väärä keskustelu',
    });
    await attach(deleted, 'toisen.pdf', 'application/pdf', 10);
    const attachmentOnly = await c.insertMessage(thread, { created: minutesAfter(NOW, -30), content: '', authorPersonId: adult });
    await attach(attachmentOnly, 'resepti.pdf', 'application/pdf', 2048);

    const found = await records(adult);
    const common = { resourceType: 'Communication', status: 'completed', subject: patient, topic: { text: 'Polvikipu' } };
    expect(found).toEqual([
      {
        ...common,
        id: `message-${question}`,
        identifier: identifier(question),
        sent: minutesAfter(NOW, -120).toISOString(),
        // The patient's message goes to the conversation's participants (not to those with access only).
        sender: patient,
        recipient: [{ display: 'Aino Lääkäri' }],
        payload: [{ contentString: 'Polvi on turvoksissa, kuva liitteenä.' }, { contentAttachment: { contentType: 'image/jpeg', title: 'polvi.jpg', size: 123_456 } }],
      },
      {
        ...common,
        id: `message-${answer}`,
        identifier: identifier(answer),
        sent: minutesAfter(NOW, -60).toISOString(),
        sender: { display: 'Aino Lääkäri' },
        recipient: [patient],
        payload: [{ contentString: 'Varataan vastaanottoaika.' }],
      },
      {
        ...common,
        id: `message-${deleted}`,
        identifier: identifier(deleted),
        sent: minutesAfter(NOW, -50).toISOString(),
        sender: { display: 'Aino Lääkäri' },
        recipient: [patient],
        // No text or attachments: what the conversation shows in their place.
        note: [{ text: 'Tämä viesti on poistettu.' }],
      },
      {
        ...common,
        id: `message-${attachmentOnly}`,
        identifier: identifier(attachmentOnly),
        sent: minutesAfter(NOW, -30).toISOString(),
        sender: patient,
        recipient: [{ display: 'Aino Lääkäri' }],
        payload: [{ contentAttachment: { contentType: 'application/pdf', title: 'resepti.pdf', size: 2048 } }],
      },
    ]);
    const text = JSON.stringify(found);
    for (const hidden of ['Väärälle', 'toisen.pdf', 'Väärä keskustelu']) expect(text).not.toContain(hidden);
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('writes the deleted message’s note in the patient’s language', async () => {
    const { adult } = c.t.personIds;
    const thread = await c.insertThread(adult);
    await c.insertMessage(thread, { created: minutesAfter(NOW, -50), authorProfessionalId: c.pros.doctor, deletedAt: minutesAfter(NOW, -40), deletedByProfessionalId: c.pros.doctor });
    expect(await records(adult, 'sv')).toEqual([expect.objectContaining({ note: [{ text: 'Det här meddelandet har raderats.' }] })]);
    expect(await records(adult, 'en')).toEqual([expect.objectContaining({ note: [{ text: 'This message has been deleted.' }] })]);
  });

  it('gives every conversation’s messages, oldest first within each, and names no sender it does not know', async () => {
    const { adult } = c.t.personIds;
    const first = await c.insertThread(adult, { title: 'Ensimmäinen', professionals: [{ id: c.pros.service, role: 'participant' }, { id: c.pros.service2, role: 'participant' }] });
    const second = await c.insertThread(adult, { title: 'Toinen', professionals: [] });
    const older = await c.insertMessage(first, { created: minutesAfter(NOW, -300), authorPersonId: adult });
    const newer = await c.insertMessage(first, { created: minutesAfter(NOW, -200), authorProfessionalId: c.pros.service });
    // The author is no longer on record: the conversation says 'Unknown sender'.
    const orphan = await c.insertMessage(second, { created: minutesAfter(NOW, -100) });
    const own = await c.insertMessage(second, { created: minutesAfter(NOW, -90), authorPersonId: adult });
    const found = (await records(adult)) as Communication[];
    expect(found.map((resource) => [resource.id, resource.topic?.text])).toEqual([
      [`message-${orphan}`, 'Toinen'],
      [`message-${own}`, 'Toinen'],
      [`message-${older}`, 'Ensimmäinen'],
      [`message-${newer}`, 'Ensimmäinen'],
    ]);
    expect(found[0]).not.toHaveProperty('sender');
    expect(found[0]).not.toHaveProperty('recipient');
    // Nobody chosen as a participant: no recipient is named.
    expect(found[1]).not.toHaveProperty('recipient');
    expect(found[2]).toMatchObject({ recipient: [{ display: 'Tuula Palvelu' }, { display: 'Pekka Palvelu' }] });
    expect(found[3]).toMatchObject({ sender: { display: 'Tuula Palvelu' } });
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('never gives another person’s messages; a child’s (the subject a guardian acts for) name the guardian who wrote them', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await c.insertMessage(await c.insertThread(adult), { created: minutesAfter(NOW, -10), authorPersonId: adult });
    await c.insertMessage(await c.insertThread(guardian, { title: 'Oma asia' }), { created: minutesAfter(NOW, -10), authorPersonId: guardian, content: 'Huoltajan oma' });
    const forChild = await c.insertMessage(await c.insertThread(child8, { title: 'Ainon korva' }), { created: minutesAfter(NOW, -10), authorPersonId: guardian, content: 'Ainon korvaa särkee' });
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`message-${own}`]);
    const childs = await records(child8);
    expect(childs).toEqual([
      expect.objectContaining({ id: `message-${forChild}`, subject: { reference: `Patient/${child8}` }, sender: { display: 'Ville Huoltaja' }, recipient: [{ display: 'Aino Lääkäri' }] }),
    ]);
    expect(JSON.stringify(childs)).not.toContain('Huoltajan oma');
  });

  it('gives none where messaging is not served, as the portal has no conversations there', async () => {
    const { adult } = c.t.personIds;
    await c.insertMessage(await c.insertThread(adult), { created: minutesAfter(NOW, -10), authorPersonId: adult });
    expect(await records(adult, 'fi', testConfig({ PORTAL_BRAND: 'children' }))).toEqual([]);
    expect(await records(adult, 'fi', testConfig({ FEATURES: '-customer-messaging-enabled' }))).toEqual([]);
    expect(await records(adult)).toHaveLength(1);
  });
});
