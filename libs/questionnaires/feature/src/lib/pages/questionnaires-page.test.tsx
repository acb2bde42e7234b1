import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, within } from '@testing-library/react';
import { aList, aListItem } from '@portal/questionnaires/contracts/testing';
import { QuestionnairesPage } from './questionnaires-page';

const words = { en: 'questionnaires', fi: 'kyselyt', sv: 'rundfraga' } as const;

function renderList(handler: Handler, lang: Lang = 'en') {
  return renderPage(<QuestionnairesPage />, { handlers: { 'GET /api/questionnaires': handler }, route: `/${lang}/${words[lang]}`, path: `/${lang}/${words[lang]}`, lang });
}

const both = aList({
  newTaskItems: [aListItem({ id: 31 }), aListItem({ id: 30, title: 'AUDIT – alcohol use risks', created: '2026-11-13T06:00:00.000Z' })],
  answerItems: [aListItem({ id: 12, title: 'Customer satisfaction', created: '2026-08-27T07:10:00.000Z', answeredAt: '2026-08-28T17:30:00.000Z' })],
});

describe('questionnaires page', () => {
  it('lists the open tasks first, each marked to answer, then the answers, each linking to its page', async () => {
    const { calls } = renderList(answer(both));
    expect(await screen.findByRole('list', { name: 'To answer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['To answer', 'Your answers']);
    const tasks = within(screen.getByRole('list', { name: 'To answer' }));
    expect(tasks.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pre-visit questionnaireTo answerSent 20.11.2026', 'AUDIT – alcohol use risksTo answerSent 13.11.2026']);
    expect(tasks.getByRole('link', { name: 'Pre-visit questionnaire' })).toHaveAttribute('href', '/en/questionnaires/31');
    const answers = within(screen.getByRole('list', { name: 'Your answers' }));
    expect(answers.getByRole('listitem')).toHaveTextContent('Customer satisfactionAnswered 28.8.2026');
    expect(answers.getByRole('link', { name: 'Customer satisfaction' })).toHaveAttribute('href', '/en/questionnaires/12');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('says when there is nothing to answer and nothing answered', async () => {
    renderList(answer(aList()));
    expect(await screen.findByRole('heading', { level: 3, name: 'No questionnaires to answer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No answered questionnaires' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says surveys are out of use in maintenance mode', async () => {
    renderList(answer(aList({ status: 'maintenance-mode' })));
    expect(await screen.findByText('Surveys are temporarily out of use.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and the error view that loads again', async () => {
    let attempts = 0;
    const loading = renderList(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questionnaires');
    loading.unmount();
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(both);
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'To answer' })).toBeInTheDocument();
  });

  it.each([
    ['fi', 'Kyselyt', ['Vastattavat', 'Vastauksesi'], 'Pre-visit questionnaireVastaamattaLähetetty 20.11.2026', 'Kyselyt ovat väliaikaisesti poissa käytöstä.', 'Ei vastattavia kyselyitä'],
    ['sv', 'Enkäter', ['Att besvara', 'Dina svar'], 'Pre-visit questionnaireAtt besvaraSkickad 20.11.2026', 'Enkäterna är tillfälligt ur bruk.', 'Inga enkäter att besvara'],
  ] as const)('speaks %s', async (lang, title, headings, item, maintenance, empty) => {
    const full = renderList(answer(both), lang);
    expect(await screen.findByRole('list', { name: headings[0] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings);
    expect(within(screen.getByRole('list', { name: headings[0] })).getAllByRole('listitem')[0]).toHaveTextContent(item);
    expect(within(screen.getByRole('list', { name: headings[0] })).getByRole('link', { name: 'Pre-visit questionnaire' })).toHaveAttribute('href', `/${lang}/${words[lang]}/31`);
    full.unmount();
    const offline = renderList(answer(aList({ status: 'maintenance-mode' })), lang);
    expect(await screen.findByText(maintenance)).toBeInTheDocument();
    offline.unmount();
    renderList(answer(aList()), lang);
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
