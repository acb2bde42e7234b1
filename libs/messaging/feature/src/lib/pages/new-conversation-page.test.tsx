import { FakeXhr, installFakeXhr } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { aPageState, doctor, graphqlErrors, nurse, renderMessagingPage } from '../../testing/fixtures';
import type { OperationHandler } from '../../testing/fixtures';
import { NewConversationPage } from './new-conversation-page';

installFakeXhr();
afterEach(() => {
  sessionStorage.clear();
});

const words = { en: 'conversations/new', fi: 'viestit/uusi', sv: 'meddelanden/ny' } as const;
const uploadUrl = (key: string) => `http://localhost/api/storage/${key}?contentType=application%2Fpdf&x-amz-meta-purpose=message-attachment&signature=aa`;

function renderNew(operations: Record<string, OperationHandler> = {}, lang: Lang = 'en') {
  let uploads = 0;
  const result = renderMessagingPage(<NewConversationPage />, {
    operations: {
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState() }),
      CreateAttachmentUpload: () => {
        uploads += 1;
        return { createAttachmentUpload: { key: `key-${uploads}`, url: uploadUrl(`key-${uploads}`) } };
      },
      SendMessageInNewThread: () => ({ sendMessageInNewThread: [`/${lang}/${words[lang].split('/')[0]}/55`] }),
      ...operations,
    },
    route: `/${lang}/${words[lang]}`,
    path: `/${lang}/${words[lang]}`,
    lang,
  });
  return result;
}

const pdf = (name = 'lausunto.pdf', size = 4) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('new conversation', () => {
  it('sends the subject, message and uploaded attachment to the care team and opens the new conversation', async () => {
    const { user, operationCalls, router } = renderNew();
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your healthcare team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/en/conversations');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Lab results');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), '   ');
    // Blank text does not count.
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'When are they ready?');
    expect(send).toBeEnabled();

    await user.upload(screen.getByLabelText('Add attachments'), pdf());
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-cache', 'x-amz-meta-purpose': 'message-attachment' });
    // Nothing is sent while an attachment uploads; its progress shows.
    expect(send).toBeDisabled();
    xhr?.progress(2, 4);
    expect(screen.getByRole('progressbar', { name: 'Uploading lausunto.pdf' })).toHaveAttribute('aria-valuenow', '50');
    xhr?.respond(200);
    expect(await screen.findByText('lausunto.pdf is ready to send')).toBeInTheDocument();
    expect(operationCalls.find((c) => c.operationName === 'CreateAttachmentUpload')?.variables).toEqual({ fileName: 'lausunto.pdf', contentType: 'application/pdf', size: 4 });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/conversations/55'));
    expect(operationCalls.find((c) => c.operationName === 'SendMessageInNewThread')?.variables).toEqual({
      input: {
        title: 'Lab results',
        type: 'customer',
        participantIds: [],
        firstMessage: { content: '   When are they ready?', attachments: [{ key: 'key-1', fileName: 'lausunto.pdf', contentType: 'application/pdf' }] },
      },
    });
    expect(sessionStorage.getItem('portal.draft.messaging.new')).toBeNull();
  });

  it('opens the healthcare team from the recipient link and sends to the professional chosen', async () => {
    const { user, operationCalls, router } = renderNew({ CareTeam: () => ({ careTeam: [nurse, doctor] }) });
    const recipient = await screen.findByRole('button', { name: 'Your healthcare team' });
    expect(recipient).toHaveAttribute('aria-expanded', 'false');
    // The team is asked for only when the patient opens the choice.
    expect(operationCalls.some((c) => c.operationName === 'CareTeam')).toBe(false);
    await user.click(recipient);
    expect(recipient).toHaveAttribute('aria-expanded', 'true');
    const group = await screen.findByRole('group', { name: 'Who should receive your message?' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(['Customer service', 'Hanna Hoitaja, Sairaanhoitaja', 'Aino Lääkäri, Yleislääkäri']);
    expect(within(group).getByRole('radio', { name: 'Customer service' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Aino Lääkäri, Yleislääkäri' }));
    expect(screen.getByRole('button', { name: 'Aino Lääkäri, Yleislääkäri' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Kontrolli');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Kysyisin tuloksista.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/conversations/55'));
    expect(operationCalls.filter((c) => c.operationName === 'CareTeam')).toHaveLength(1);
    expect(operationCalls.find((c) => c.operationName === 'SendMessageInNewThread')?.variables).toMatchObject({ input: { participantIds: [doctor.id] } });
  });

  it('goes back to customer service when that is chosen again', async () => {
    const { user, operationCalls } = renderNew({ CareTeam: () => ({ careTeam: [doctor] }) });
    await user.click(await screen.findByRole('button', { name: 'Your healthcare team' }));
    await user.click(await screen.findByRole('radio', { name: 'Aino Lääkäri, Yleislääkäri' }));
    await user.click(screen.getByRole('radio', { name: 'Customer service' }));
    expect(screen.getByRole('button', { name: 'Your healthcare team' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Aihe');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Teksti');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(operationCalls.find((c) => c.operationName === 'SendMessageInNewThread')?.variables).toMatchObject({ input: { participantIds: [] } }));
  });

  it('says the message goes to customer service when the patient has met nobody in 12 months', async () => {
    const { user } = renderNew({ CareTeam: () => ({ careTeam: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Your healthcare team' }));
    expect(await screen.findByText('Customer service reads your message and passes it on to whoever can help. After a visit you can also write to the professional you met.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says the team could not be loaded, and the message still goes to customer service', async () => {
    const { user, operationCalls } = renderNew({ CareTeam: () => graphqlErrors('INTERNAL_SERVER_ERROR') });
    await user.click(await screen.findByRole('button', { name: 'Your healthcare team' }));
    expect(await screen.findByText('Your healthcare team could not be loaded. Your message goes to customer service, who pass it on.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Aihe');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Teksti');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(operationCalls.find((c) => c.operationName === 'SendMessageInNewThread')?.variables).toMatchObject({ input: { participantIds: [] } }));
  });

  it('keeps the subject to 70 characters with a counter', async () => {
    const { user } = renderNew();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.type(subject, 'x'.repeat(71));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Text');
    expect(screen.getByText('71 / 70')).toBeInTheDocument();
    expect(screen.getByText('The subject may be at most 70 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(subject, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it.each([
    ['not exactly one thread back', () => ({ sendMessageInNewThread: ['/en/conversations/1', '/en/conversations/2'] })],
    ['an error', () => graphqlErrors('INTERNAL_SERVER_ERROR')],
  ])("says 'Sending the message failed. Try again.' for %s", async (_case, answer) => {
    const { user, router } = renderNew({ SendMessageInNewThread: answer });
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Aihe');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Teksti');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sending the message failed. Try again.');
    expect(router.state.location.pathname).toBe('/en/conversations/new');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("refuses attachments over 9 MB together with the toast 'Attachment file is too large' and a size note", async () => {
    const { user, addToast } = renderNew();
    await user.upload(await screen.findByLabelText('Add attachments'), pdf('eka.pdf', 5_000_000));
    await user.upload(screen.getByLabelText('Add attachments'), pdf('toka.pdf', 4_437_185));
    expect(addToast).toHaveBeenCalledWith(
      { tone: 'error', title: 'Attachment file is too large', description: 'The attachments of a message may weigh at most 9 MB together. toka.pdf (4.2 MB) was not added.' },
    );
    expect(FakeXhr.sent).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a failed upload as an error item that can only be removed', async () => {
    const { user } = renderNew();
    await user.upload(await screen.findByLabelText('Add attachments'), pdf());
    FakeXhr.sent[0]?.respond(500);
    expect(await screen.findByText('Uploading lausunto.pdf failed. Remove it and add the file again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove lausunto.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('refuses a file type that may not be attached', async () => {
    const { user, addToast } = renderNew();
    await user.upload(await screen.findByLabelText('Add attachments'), new File(['x'], 'ohjelma.exe', { type: 'application/x-msdownload' }));
    expect(addToast).toHaveBeenCalledWith(expect.objectContaining({ tone: 'error', title: 'This file type cannot be attached' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('keeps the subject and text (not the files) over a new sign-in for the same customer only', async () => {
    const first = renderNew();
    await first.user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Kesken');
    await first.user.type(screen.getByRole('textbox', { name: /Message/ }), 'Puoliksi kirjoitettu');
    first.unmount();
    // The session ran out; after signing in again, the same tab opens the form again.
    const second = renderNew();
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Kesken');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Puoliksi kirjoitettu');
    second.unmount();
    // Someone else signing in on the tab gets an empty form, and the draft is gone.
    renderNew({ CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ customerMessagingUserId: '99' }) }) });
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(sessionStorage.getItem('portal.draft.messaging.new')).toBeNull();
  });

  it.each([
    ['fi', 'Uusi viesti', 'Hoitotiimisi', 'Aihe', 'Lähetä'],
    ['sv', 'Nytt meddelande', 'Ditt vårdteam', 'Ämne', 'Skicka'],
  ] as const)('speaks %s', async (lang, title, recipient, subject, send) => {
    renderNew({}, lang);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: recipient })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: new RegExp(subject) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: send })).toBeDisabled();
  });

  it('shows the maintenance page instead of the form', async () => {
    renderNew({ CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ status: 'MAINTENANCE_MODE' }) }) });
    expect(await screen.findByRole('heading', { name: 'Messaging is currently offline!' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
