import type { Lang } from '@portal/shared/i18n';
import { screen, within } from '@testing-library/react';
import { aMessage, aPageState, aThread, renderMessagingPage } from '../../testing/fixtures';
import { ConversationPage } from '../pages/conversation-page';

const words = { en: 'conversations', fi: 'viestit', sv: 'meddelanden' } as const;

const withInvitations = aMessage({
  id: '5',
  created: '2026-11-24T06:05:00.000Z',
  content: 'Täytäthän esitietolomakkeen ennen käyntiä.',
  questionnaireInvitations: [
    { id: '31', answeredAt: null, questionnaireForm: { id: '1', questionnaireTitle: 'Pre-visit questionnaire' } },
    { id: '32', answeredAt: '2026-11-24T07:00:00.000Z', questionnaireForm: { id: '3', questionnaireTitle: 'Customer satisfaction' } },
  ],
});

function renderThread(lang: Lang) {
  return renderMessagingPage(<ConversationPage />, {
    operations: {
      CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState() }),
      MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, [withInvitations]) }),
    },
    route: `/${lang}/${words[lang]}/10`,
    path: `/${lang}/${words[lang]}/:threadId`,
    lang,
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('questionnaires sent with a message', () => {
  it.each([
    ['en', 'Questionnaires', 'Pre-visit questionnaire – to answer', 'Customer satisfaction – answered', '/en/questionnaires'],
    ['fi', 'Kyselyt', 'Pre-visit questionnaire – vastaamatta', 'Customer satisfaction – vastattu', '/fi/kyselyt'],
    ['sv', 'Enkäter', 'Pre-visit questionnaire – att besvara', 'Customer satisfaction – besvarad', '/sv/rundfraga'],
  ] as const)('in %s link to their questionnaire pages, saying whether answered', async (lang, label, open, answered, list) => {
    renderThread(lang);
    const links = within(await screen.findByRole('list', { name: label }));
    expect(links.getByRole('link', { name: open })).toHaveAttribute('href', `${list}/31`);
    expect(links.getByRole('link', { name: answered })).toHaveAttribute('href', `${list}/32`);
  });

  it('shows no list for a message without questionnaires', async () => {
    renderMessagingPage(<ConversationPage />, {
      operations: {
        CustomerMessagingPageState: () => ({ customerMessagingPageState: aPageState() }),
        MessagingThreadForCustomer: () => ({ messagingThreadForCustomer: aThread({}, [aMessage({ id: '6' })]) }),
      },
      route: '/en/conversations/10',
      path: '/en/conversations/:threadId',
      lang: 'en',
    });
    await screen.findByRole('region', { name: 'Messages' });
    expect(screen.queryByRole('list', { name: 'Questionnaires' })).not.toBeInTheDocument();
  });
});
