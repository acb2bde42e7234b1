import type { Lang } from '@portal/shared/i18n';
import { clearPrefetched } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aMessage, aPageState, aThread, customer, doctor, graphqlErrors, nurse, renderMessagingPage } from '../../testing/fixtures';
import type { OperationHandler } from '../../testing/fixtures';
import { pageStateAhead, threadAhead, threadAheadKey } from '../api/answers-ahead';
import { CLOSED_CONVERSATION_TOAST_MS, ConversationPage } from './conversation-page';

const words = { en: 'conversations', fi: 'viestit', sv: 'meddelanden' } as const;

function renderThread(operations: Record<string, OperationHandler>, { lang = 'en', id = '10' }: { lang?: Lang; id?: string } = {}) {
  return renderMessagingPage(<ConversationPage />, {
    operations: {
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState() }),
      MarkAsRead: ({ threadId }) => ({ markAsRead: { id: threadId, isRead: true } }),
      ...operations,
    },
    route: `/${lang}/${words[lang]}/${id}`,
    path: `/${lang}/${words[lang]}/:threadId`,
    lang,
  });
}

const messages = [
  aMessage({ id: '1', created: '2026-11-20T08:00:00.000Z', content: 'Minulla on kysymys.', author: customer }),
  aMessage({ id: '2', created: '2026-11-23T12:15:00.000Z', content: null, deleted: true, deletedAt: '2026-11-23T13:00:00.000Z' }),
  aMessage({ id: '3', created: '2026-11-24T06:05:00.000Z', content: 'Tulokset liitteenä.', attachments: [{ id: '77', fileName: 'tulokset.pdf', contentType: 'application/pdf' }] }),
];

beforeEach(() => {
  // 12.00 in Helsinki on Tuesday 24.11.2026.
  jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
  clearPrefetched();
});

describe('conversation asked for while the page loaded', () => {
  const token = 'test-csrf-token-0123456789abcdef';

  it('shows the page state and thread asked for ahead, without asking again', async () => {
    pageStateAhead.put(token, Promise.resolve(aPageState()));
    threadAhead.put(threadAheadKey(token, '10'), Promise.resolve({ thread: aThread({ title: 'Asked ahead' }, messages), fetchedAt: new Date() }));
    const { operationCalls } = renderThread({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Asked ahead' })).toBeInTheDocument();
    expect(operationCalls).toEqual([]);
  });

  it("asks itself when the answer waiting is another conversation's or another session's", async () => {
    pageStateAhead.put('another-session-token-0123456789', Promise.resolve(aPageState()));
    threadAhead.put(threadAheadKey(token, '11'), Promise.resolve({ thread: aThread({ title: 'Another' }, messages), fetchedAt: new Date() }));
    const { operationCalls } = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ title: 'Asked now' }, messages) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asked now' })).toBeInTheDocument();
    expect(operationCalls.map((call) => call.operationName).sort()).toEqual(['CustomerMessagingPageState', 'MessagingThreadForCustomer']);
  });

  it('asks again with its own client when asking ahead failed, and shows what that client makes of the answer', async () => {
    pageStateAhead.put(token, Promise.reject(new Error('Customer messaging answered without data')));
    threadAhead.put(threadAheadKey(token, '10'), Promise.reject(new Error('Customer messaging answered without data')));
    const { operationCalls } = renderThread({ MessagingThreadForCustomer: () => graphqlErrors('NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation was not found' })).toBeInTheDocument();
    expect(operationCalls.map((call) => call.operationName).sort()).toEqual(['CustomerMessagingPageState', 'MessagingThreadForCustomer']);
  });
});

describe('conversation', () => {
  it('shows the title, participants and the messages under Helsinki day headings with authors and HH:mm', async () => {
    const { operationCalls } = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' })).toBeInTheDocument();
    expect(screen.getByText('2 participants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/en/conversations');
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(within(region).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['20.11.2026', 'Yesterday', 'Today']);
    const [first, deleted, last] = within(region).getAllByRole('article');
    expect(first).toHaveTextContent('Laura Mäkinen');
    expect(first).toHaveTextContent('at 10:00');
    expect(deleted).toHaveTextContent('This message has been deleted.');
    expect(last).toHaveTextContent('Aino Lääkäri');
    expect(last).toHaveTextContent('at 08:05');
    expect(within(last as HTMLElement).getByRole('button', { name: 'Open tulokset.pdf' })).toBeInTheDocument();
    expect(screen.getByText('The care team answers within 1–3 business days.')).toBeInTheDocument();
    expect(operationCalls.find((c) => c.operationName === 'MessagingThreadForCustomer')?.variables).toEqual({ id: '10' });
    // Already read: not marked again.
    expect(operationCalls.some((c) => c.operationName === 'MarkAsRead')).toBe(false);
  });

  it('marks an unread conversation read on opening, once', async () => {
    const { operationCalls } = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ isRead: false }, messages) }) });
    await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' });
    await waitFor(() => expect(operationCalls.filter((c) => c.operationName === 'MarkAsRead')).toEqual([{ operationName: 'MarkAsRead', variables: { threadId: '10' } }]));
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(operationCalls.filter((c) => c.operationName === 'MarkAsRead')).toHaveLength(1);
  });

  it('says a closed conversation is closed in a 15-second toast, once, and in place of the reply form', async () => {
    const { addToast } = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ isActive: false }, messages) }) });
    await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' });
    const text = 'This conversation is closed. Start a new message if you need to.';
    await waitFor(() => expect(addToast).toHaveBeenCalledWith({ tone: 'info', title: text }, { timeout: CLOSED_CONVERSATION_TOAST_MS }));
    expect(CLOSED_CONVERSATION_TOAST_MS).toBe(15_000);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(addToast).toHaveBeenCalledTimes(1);
  });

  it('shows no closed toast for an open conversation', async () => {
    const { addToast } = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }) });
    await screen.findByRole('textbox', { name: 'Reply' });
    expect(addToast).not.toHaveBeenCalled();
  });

  it('tells when the assignee is away, with the dates and who stands in', async () => {
    const absent = { ...doctor, absences: [{ absenceeUserId: '1', substituteUserIds: ['2'], startDate: '2026-11-23', endDate: '2026-11-27' }] };
    renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ assignments: [{ assignedAt: '2026-11-20T08:00:00.000Z', assignee: absent }], professionalsWithAccess: [doctor, nurse] }, messages) }),
    });
    expect(await screen.findByText('Aino Lääkäri is away 23.11.2026–27.11.2026.')).toBeInTheDocument();
    expect(screen.getByText('Standing in: Hanna Hoitaja.')).toBeInTheDocument();
  });

  it('shows no absence notice for an absence that has not begun', async () => {
    const later = { ...doctor, absences: [{ absenceeUserId: '1', substituteUserIds: [], startDate: '2026-12-01', endDate: '2026-12-05' }] };
    renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ assignments: [{ assignedAt: '2026-11-20T08:00:00.000Z', assignee: later }] }, messages) }) });
    await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' });
    expect(screen.queryByText(/is away/)).not.toBeInTheDocument();
  });

  it('sends a reply with text, clears the field and puts focus on the last message', async () => {
    let sent = false;
    const reply = aMessage({ id: '4', created: '2026-11-24T10:00:00.000Z', content: 'Kiitos!', author: customer });
    const { user, operationCalls } = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, sent ? [...messages, reply] : messages) }),
      SendMessage: () => {
        sent = true;
        return { sendMessage: reply };
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Reply' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field, '  ');
    expect(send).toBeDisabled();
    await user.type(field, 'Kiitos!');
    await user.click(send);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(operationCalls.find((c) => c.operationName === 'SendMessage')?.variables).toEqual({ threadId: '10', message: { content: '  Kiitos!', attachments: [] } });
    expect(field).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('article').at(-1)).toHaveFocus());
  });

  it('allows a reply with an attachment and no text', async () => {
    const { user } = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }),
      CreateAttachmentUpload: () => ({ createAttachmentUpload: { key: 'k', url: 'http://localhost/api/storage/k?signature=a' } }),
    });
    const realXhr = globalThis.XMLHttpRequest;
    const sent: { onload: (() => void) | null; status: number }[] = [];
    globalThis.XMLHttpRequest = class {
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      status = 200;
      open = jest.fn();
      setRequestHeader = jest.fn();
      send() {
        sent.push(this);
      }
    } as unknown as typeof XMLHttpRequest;
    try {
      await user.upload(await screen.findByLabelText('Add attachments'), new File(['x'], 'kuva.png', { type: 'image/png' }));
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      act(() => sent[0]?.onload?.());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    } finally {
      globalThis.XMLHttpRequest = realXhr;
    }
  });

  it("says 'Failed to send the message.' and keeps the text when the reply fails", async () => {
    const { user } = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }),
      SendMessage: () => graphqlErrors('INTERNAL_SERVER_ERROR'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Kiitos!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send the message.');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Kiitos!');
  });

  it('keeps a reply being written over a new sign-in, and drops it once sent', async () => {
    const first = renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }) });
    await first.user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Kesken jäänyt vastaus');
    first.unmount();
    const second = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }),
      SendMessage: () => ({ sendMessage: aMessage({ id: '9' }) }),
    });
    const field = await screen.findByRole('textbox', { name: 'Reply' });
    expect(field).toHaveValue('Kesken jäänyt vastaus');
    await second.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sessionStorage.getItem('portal.draft.messaging.thread.10')).toBeNull();
  });

  it('polls every 120 s and stops at a failure with the error box', async () => {
    let fail = false;
    const { operationCalls } = renderThread({ MessagingThreadForCustomer: () => (fail ? graphqlErrors('INTERNAL_SERVER_ERROR') : { messagingThreadForCustomer: aThread({}, messages) }) });
    await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' });
    const calls = () => operationCalls.filter((c) => c.operationName === 'MessagingThreadForCustomer').length;
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(calls()).toBe(2);
    fail = true;
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch messages. Please try again later.');
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(calls()).toBe(3);
  });

  it('asks for the thread beside the page state, not after it, and only once', async () => {
    let answerPageState: (() => void) | undefined;
    const pageState = new Promise<void>((resolve) => {
      answerPageState = resolve;
    });
    const { operationCalls } = renderThread({
      CustomerMessagingPageState: async () => {
        await pageState;
        return { customerMessagingPageState: aPageState() };
      },
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }),
    });
    await waitFor(() => expect(operationCalls.map((c) => c.operationName).sort()).toEqual(['CustomerMessagingPageState', 'MessagingThreadForCustomer']));
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    answerPageState?.();
    expect(await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' })).toBeInTheDocument();
    expect(operationCalls.filter((c) => c.operationName === 'MessagingThreadForCustomer')).toHaveLength(1);
  });

  it('shows the maintenance page, not the thread asked for ahead, and marks nothing read', async () => {
    const { operationCalls } = renderThread({
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ status: 'MAINTENANCE_MODE' }) }),
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({ isRead: false }, messages) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messaging is currently offline!' })).toBeInTheDocument();
    expect(screen.queryByText('Tulokset liitteenä.')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(operationCalls.filter((c) => c.operationName === 'MessagingThreadForCustomer')).toHaveLength(1);
    expect(operationCalls.some((c) => c.operationName === 'MarkAsRead')).toBe(false);
  });

  it('asks for nothing ahead for a patient whose session does not allow messaging', async () => {
    const { operationCalls } = renderMessagingPage(<ConversationPage />, {
      operations: {},
      route: '/en/conversations/10',
      path: '/en/conversations/:threadId',
      features: ['customer-messaging-enabled'],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages are not in use for you' })).toBeInTheDocument();
    expect(operationCalls).toEqual([]);
  });

  it('shows a clear not-found page for someone else’s or a missing conversation, and for a bad id', async () => {
    renderThread({ MessagingThreadForCustomer: () => graphqlErrors('NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation was not found' })).toBeInTheDocument();
  });

  it('takes only numeric ids', () => {
    const { operationCalls } = renderThread({}, { id: 'abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation was not found' })).toBeInTheDocument();
    expect(operationCalls).toEqual([]);
  });

  it.each([
    ['fi', ['20.11.2026', 'Eilen', 'Tänään'], 'Tämä viesti on poistettu.', 'klo 08:05', 'Hoitotiimi vastaa 1–3 arkipäivän kuluessa.'],
    ['sv', ['20.11.2026', 'I går', 'I dag'], 'Det här meddelandet har raderats.', 'kl. 08:05', 'Vårdteamet svarar inom 1–2 vardagar.'],
  ] as const)('speaks %s', async (lang, headings, deleted, time, responseTime) => {
    renderThread({ MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }) }, { lang });
    await screen.findByRole('heading', { level: 1, name: 'Laboratoriotulokset' });
    expect(within(screen.getByRole('region')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(headings);
    expect(screen.getByText(deleted)).toBeInTheDocument();
    expect(screen.getByText(time)).toBeInTheDocument();
    expect(screen.getByText(responseTime)).toBeInTheDocument();
  });

  it('opens an attachment in a new tab through its short-lived address', async () => {
    const tab = { opener: {}, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, messages) }),
      AttachmentDownloadUrl: ({ id }) => ({ attachmentDownloadUrl: `/api/customer-messaging/attachments/${String(id)}?t=x` }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open tulokset.pdf' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/api/customer-messaging/attachments/77?t=x'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });
});

describe('image attachments', () => {
  it('shows a preview of a jpg, jpeg or png attachment, recognised by its file name, and none of other files', async () => {
    const withImages = [
      aMessage({
        id: '4',
        created: '2026-11-24T06:05:00.000Z',
        content: 'Kuvat liitteenä.',
        attachments: [
          { id: '81', fileName: 'ihottuma.JPG', contentType: 'image/jpeg' },
          { id: '82', fileName: 'kuva.png', contentType: 'image/png' },
          { id: '83', fileName: 'lausunto.pdf', contentType: 'application/pdf' },
        ],
      }),
    ];
    const { operationCalls } = renderThread({
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, withImages) }),
      AttachmentDownloadUrl: ({ id }) => ({ attachmentDownloadUrl: `/api/customer-messaging/attachments/${String(id)}?t=x` }),
    });
    expect(await screen.findByRole('img', { name: 'Preview of ihottuma.JPG' })).toHaveAttribute('src', '/api/customer-messaging/attachments/81?t=x');
    expect(screen.getByRole('img', { name: 'Preview of kuva.png' })).toHaveAttribute('src', '/api/customer-messaging/attachments/82?t=x');
    expect(screen.queryByRole('img', { name: /lausunto/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open lausunto.pdf' })).toBeInTheDocument();
    expect(operationCalls.filter((c) => c.operationName === 'AttachmentDownloadUrl').map((c) => c.variables['id']).sort()).toEqual(['81', '82']);
  });

  it('shows no preview when its address cannot be had, and keeps the button', async () => {
    renderThread({
      MessagingThreadForCustomer: () => ({
        messagingThreadForCustomer: aThread({}, [aMessage({ id: '5', created: '2026-11-24T06:05:00.000Z', attachments: [{ id: '84', fileName: 'kuva.jpeg', contentType: 'image/jpeg' }] })]),
      }),
      AttachmentDownloadUrl: () => graphqlErrors('NOT_FOUND'),
    });
    expect(await screen.findByRole('button', { name: 'Open kuva.jpeg' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('img', { name: /kuva/ })).not.toBeInTheDocument();
  });
});
