import type { Lang } from '@portal/shared/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aMessage, aPageState, aThreadSummary, graphqlErrors, renderMessagingPage } from '../../testing/fixtures';
import type { OperationHandler } from '../../testing/fixtures';
import { ConversationsPage } from './conversations-page';

const words = { en: 'conversations', fi: 'viestit', sv: 'meddelanden' } as const;

function renderList(
  operations: Record<string, OperationHandler>,
  { lang = 'en', query = '', features }: { lang?: Lang; query?: string; features?: Parameters<typeof renderMessagingPage>[1]['features'] } = {},
) {
  return renderMessagingPage(<ConversationsPage />, {
    operations: { CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState() }), ...operations },
    route: `/${lang}/${words[lang]}${query}`,
    path: `/${lang}/${words[lang]}`,
    lang,
    ...(features ? { features } : {}),
  });
}

const threadsAnswer = (threads = [aThreadSummary()], totalCount = threads.length) => ({ messagingThreads: { totalCount, paginatedThreads: threads } });

beforeEach(() => {
  // 12.00 in Helsinki on Tuesday 24.11.2026.
  jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('conversations list', () => {
  it('lists the conversations with their latest message, time and a link; unread ones stand out in words too', async () => {
    const { operationCalls } = renderList({
      MessagingThreads: () =>
        threadsAnswer([
          aThreadSummary({ id: '11', title: 'Reseptin uusinta', isRead: false }, aMessage({ created: '2026-11-24T07:00:00.000Z', content: 'Resepti on uusittu.\nTerveisin' })),
          aThreadSummary({ id: '12', title: 'Kysymys' }, aMessage({ created: '2026-11-23T09:00:00.000Z' })),
          aThreadSummary({ id: '13', title: 'Vanha' }, aMessage({ created: '2026-11-01T09:00:00.000Z', deleted: true, content: null })),
          aThreadSummary({ id: '14', title: 'Liite' }, aMessage({ content: '', attachments: [{ id: '1', fileName: 'a.pdf', contentType: 'application/pdf' }] })),
        ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const [unread, yesterday, deleted, attachmentOnly] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(unread).getByRole('link', { name: 'Unread Reseptin uusinta' })).toHaveAttribute('href', '/en/conversations/11');
    expect(unread).toHaveTextContent('Latest message 3 hours ago');
    expect(unread).toHaveTextContent('Resepti on uusittu.');
    expect(unread).not.toHaveTextContent('Terveisin');
    expect(unread?.className).toMatch(/unread/);
    expect(within(yesterday).getByRole('link', { name: 'Kysymys' })).toBeInTheDocument();
    expect(yesterday).toHaveTextContent('Latest message Yesterday');
    expect(yesterday?.className).not.toMatch(/unread/);
    expect(deleted).toHaveTextContent('1.11.2026');
    expect(deleted).toHaveTextContent('This message has been deleted.');
    expect(attachmentOnly).toHaveTextContent('1 attachment');
    expect(screen.getByRole('link', { name: 'New message' })).toHaveAttribute('href', '/en/conversations/new');
    expect(operationCalls.find((c) => c.operationName === 'MessagingThreads')?.variables).toEqual({ pagination: { limit: 10, offset: 0 } });
    expect(screen.queryByRole('navigation', { name: 'Conversation pages' })).not.toBeInTheDocument();
  });

  it.each([
    ['fi', 'Viestit', 'Lukematon Reseptin uusinta', '/fi/viestit/11', 'Eilen', 'Uusi viesti'],
    ['sv', 'Meddelanden', 'Oläst Reseptin uusinta', '/sv/meddelanden/11', 'I går', 'Nytt meddelande'],
  ] as const)('speaks %s', async (lang, title, link, href, yesterday, newMessage) => {
    renderList(
      { MessagingThreads: () => threadsAnswer([aThreadSummary({ id: '11', title: 'Reseptin uusinta', isRead: false }, aMessage({ created: '2026-11-23T09:00:00.000Z' }))]) },
      { lang },
    );
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(yesterday);
    expect(screen.getByRole('link', { name: newMessage })).toBeInTheDocument();
  });

  it('pages by 10 with the shared pagination, the page in the address', async () => {
    const { operationCalls } = renderList({ MessagingThreads: () => threadsAnswer([aThreadSummary()], 23) }, { query: '?page=2' });
    const nav = await screen.findByRole('navigation', { name: 'Conversation pages' });
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/conversations?page=1');
    expect(operationCalls.find((c) => c.operationName === 'MessagingThreads')?.variables).toEqual({ pagination: { limit: 10, offset: 20 } });
  });

  it("says 'No messages' when there are none", async () => {
    renderList({ MessagingThreads: () => threadsAnswer([]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No messages' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    let asked = false;
    renderList({
      MessagingThreads: () => {
        asked = true;
        return new Promise(() => undefined);
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    // Still loading once the page state is in and the conversations have been asked for.
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
  });

  it('polls every 120 s and stops for good at a failure, with the danger box', async () => {
    let fail = false;
    const { operationCalls } = renderList({ MessagingThreads: () => (fail ? graphqlErrors('INTERNAL_SERVER_ERROR') : threadsAnswer()) });
    await screen.findByRole('list', { name: 'Your conversations' });
    const threadCalls = () => operationCalls.filter((c) => c.operationName === 'MessagingThreads').length;
    expect(threadCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(119_000));
    expect(threadCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(threadCalls()).toBe(2);
    fail = true;
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch conversations. Please try again later.');
    expect(threadCalls()).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(threadCalls()).toBe(3);
    // The page state is read once: only the operators change it.
    expect(operationCalls.filter((c) => c.operationName === 'CustomerMessagingPageState')).toHaveLength(1);
  });

  it('shows the maintenance page and asks for no conversations', async () => {
    const { operationCalls } = renderList({
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ status: 'MAINTENANCE_MODE' }) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messaging is currently offline!' })).toBeInTheDocument();
    expect(screen.getByText(/should be over by the end of the day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/booking');
    expect(operationCalls.map((c) => c.operationName)).toEqual(['CustomerMessagingPageState']);
  });

  it.each([
    ['fi', 'Viestipalvelu on tällä hetkellä pois käytöstä!'],
    ['sv', 'Meddelandetjänsten är för tillfället ur bruk!'],
  ] as const)('maintenance in %s', async (lang, heading) => {
    renderList({ CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ status: 'MAINTENANCE_MODE' }) }) }, { lang });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('is a clear page, not a blank one, for a person without a messaging user id', async () => {
    const { operationCalls } = renderList({ CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ customerMessagingUserId: null }) }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages are not in use for you' })).toBeInTheDocument();
    expect(screen.getByText(/010 380 3838/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New message' })).not.toBeInTheDocument();
    expect(operationCalls.map((c) => c.operationName)).toEqual(['CustomerMessagingPageState']);
  });

  it('asks nothing without the customer-messaging-allowed flag', () => {
    const { operationCalls } = renderList({}, { features: ['customer-messaging-enabled'], lang: 'sv' });
    expect(screen.getByRole('heading', { level: 2, name: 'Meddelanden används inte för dig' })).toBeInTheDocument();
    expect(operationCalls).toEqual([]);
  });

  it('shows the active announcement with its markdown as elements, never raw HTML', async () => {
    renderList({
      CustomerMessagingPageState: () => ({
        customerMessagingPageState: aPageState({
          customerMessagingInfo: { active: true, heading: 'Holiday hours', description: 'We answer on **Monday**.\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>', announcementType: 'WARNING' },
        }),
      }),
      MessagingThreads: () => threadsAnswer([]),
    });
    const box = await screen.findByRole('region', { name: 'Holiday hours' });
    expect(await within(box).findByText('Monday')).toContainHTML('<strong>Monday</strong>');
    expect(box.querySelector('img, script')).toBeNull();
  });

  it('hides an inactive announcement', async () => {
    renderList({
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState({ customerMessagingInfo: { active: false, heading: 'Old news', description: 'x', announcementType: 'INFO' } }) }),
      MessagingThreads: () => threadsAnswer([]),
    });
    await screen.findByRole('heading', { name: 'No messages' });
    expect(screen.queryByRole('region', { name: 'Old news' })).not.toBeInTheDocument();
  });
});
