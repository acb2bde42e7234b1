import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, within } from '@testing-library/react';
import { anAnsweredInvitation, anInvitation } from '@portal/questionnaires/contracts/testing';
import { answersDraftKey } from '../forms/use-answers-draft';
import { QuestionnairePage } from './questionnaire-page';

const words = { en: 'questionnaires', fi: 'kyselyt', sv: 'rundfraga' } as const;
const backTo = { en: 'Back to questionnaires', fi: 'Takaisin kyselyihin', sv: 'Tillbaka till enkäterna' } as const;

function renderQuestionnaire(get: Handler | null, { id = '31', lang = 'en', post }: { id?: string; lang?: Lang; post?: Handler } = {}) {
  return renderPage(<QuestionnairePage />, {
    handlers: {
      ...(get ? { [`GET /api/questionnaires/${id}`]: get } : {}),
      ...(post ? { [`POST /api/questionnaires/${id}/answers`]: post } : {}),
    },
    route: `/${lang}/${words[lang]}/${id}`,
    path: `/${lang}/${words[lang]}/:invitationId`,
    lang,
  });
}

const ok = (invitation = anInvitation()) => answer({ status: 'ok', invitation });
const draftOf = (id: number) => sessionStorage.getItem(`portal.draft.${answersDraftKey(id)}`);
const expectBackLink = (lang: Lang = 'en') => expect(screen.getByRole('link', { name: backTo[lang] })).toHaveAttribute('href', `/${lang}/${words[lang]}`);

afterEach(() => sessionStorage.clear());

describe('questionnaire page', () => {
  it('shows an open questionnaire’s form under its title, with the way back', async () => {
    const { calls } = renderQuestionnaire(ok());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-visit questionnaire' })).toBeInTheDocument();
    expect(screen.getByText('Sent 20.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What is the reason/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeInTheDocument();
    expectBackLink();
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('sends the answers as a JSON string, then thanks and shows them read-only; the draft goes', async () => {
    const saved = anAnsweredInvitation({ answers: { reason: 'Knee pain', allergies: false, smoking: 'never', pain: 4 } });
    const { user, calls } = renderQuestionnaire(ok(), { post: answer({ status: 'ok', invitation: saved }) });
    await user.type(await screen.findByRole('textbox', { name: /What is the reason/ }), 'Knee pain');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /Which medicines/ }), 'Penicillin');
    // Changed to no: the allergy answer is hidden and not sent.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Never' }));
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(draftOf(31)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your answers have been sent.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.searchParams.get('csrfToken')).toBeTruthy();
    expect(JSON.parse((post?.body as { answers: string }).answers)).toEqual({ reason: 'Knee pain', allergies: false, smoking: 'never', pain: 4 });
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'What is the reason for your visit?',
      'Do you have any of these symptoms now?',
      'Are you allergic to any medicines?',
      'Do you smoke?',
      'How strong is your pain?',
    ]);
    expect(within(answers).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Knee pain', 'Not answered', 'No', 'Never', '4 / 10']);
    expect(screen.getByText('You answered on 23.11.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
    expect(draftOf(31)).toBeNull();
    expectBackLink();
  });

  it('shows an answered questionnaire read-only, the condition’s question included', async () => {
    renderQuestionnaire(ok(anAnsweredInvitation()));
    const answers = await screen.findByRole('region', { name: 'Your answers' });
    expect(within(answers).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Knee pain', 'Fever, Cough', 'Yes', 'Penicillin', 'Never', '4 / 10']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
    expectBackLink();
  });

  it('keeps the answers when saving fails, says so, and sends again', async () => {
    let attempts = 0;
    const { user } = renderQuestionnaire(ok(anInvitation({ definition: { questions: [{ id: 'reason', type: 'text', required: true, text: 'Reason' }] } })), {
      post: () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse({ status: 'ok', invitation: anAnsweredInvitation({ definition: { questions: [{ id: 'reason', type: 'text', required: true, text: 'Reason' }] }, answers: { reason: 'Flu' } }) });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Flu');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sending the answers failed. Your answers are kept: please try again.');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Flu');
    expect(draftOf(31)).toContain('Flu');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
  });

  it('brings back unfinished answers after the session ran out (the tab’s draft)', async () => {
    sessionStorage.setItem(`portal.draft.${answersDraftKey(31)}`, JSON.stringify({ answers: { reason: 'Written before', allergies: true } }));
    renderQuestionnaire(ok());
    expect(await screen.findByRole('textbox', { name: /What is the reason/ })).toHaveValue('Written before');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Which medicines/ })).toBeInTheDocument();
  });

  it('shows the first answers when the questionnaire was answered meanwhile', async () => {
    let gets = 0;
    const definition = { questions: [{ id: 'reason', type: 'text' as const, required: true, text: 'Reason' }] };
    const { user } = renderQuestionnaire(
      () => {
        gets += 1;
        return jsonResponse({ status: 'ok', invitation: gets === 1 ? anInvitation({ definition }) : anAnsweredInvitation({ definition, answers: { reason: 'Earlier' } }) });
      },
      { post: answer({ type: 'AlreadyAnswered' }, 409) },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Later');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This questionnaire had already been answered.');
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getByRole('definition')).toHaveTextContent('Earlier');
    expect(draftOf(31)).toBeNull();
  });

  it("says 'Questionnaire was not found.' for another person's questionnaire, with the way back", async () => {
    renderQuestionnaire(answer({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire was not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expectBackLink();
  });

  it.each(['abc', '1234567890'])("says 'Questionnaire was not found.' for the id %p without asking the API", (id) => {
    const { calls } = renderQuestionnaire(null, { id });
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire was not found.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says surveys are out of use in maintenance mode', async () => {
    renderQuestionnaire(answer({ status: 'maintenance-mode' }));
    expect(await screen.findByText('Surveys are temporarily out of use.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
    expectBackLink();
  });

  it('shows placeholders while loading', () => {
    renderQuestionnaire(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questionnaire');
    expectBackLink();
  });

  it('loads again on retry after an error', async () => {
    let attempts = 0;
    const { user } = renderQuestionnaire(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse({ status: 'ok', invitation: anInvitation() });
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expectBackLink();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-visit questionnaire' })).toBeInTheDocument();
  });

  it.each([
    ['fi', 'Lähetä vastaukset', 'Kyselyä ei löytynyt.', 'Kyselyt ovat väliaikaisesti poissa käytöstä.', 'Vastauksesi', 'Kyllä'],
    ['sv', 'Skicka svaren', 'Enkäten hittades inte.', 'Enkäterna är tillfälligt ur bruk.', 'Dina svar', 'Ja'],
  ] as const)('speaks %s in every state', async (lang, send, notFound, maintenance, yourAnswers, yes) => {
    const open = renderQuestionnaire(ok(), { lang });
    expect(await screen.findByRole('button', { name: send })).toBeInTheDocument();
    expectBackLink(lang);
    open.unmount();
    const gone = renderQuestionnaire(answer({ type: 'NotFound' }, 404), { lang });
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
    gone.unmount();
    const offline = renderQuestionnaire(answer({ status: 'maintenance-mode' }), { lang });
    expect(await screen.findByText(maintenance)).toBeInTheDocument();
    offline.unmount();
    renderQuestionnaire(ok(anAnsweredInvitation()), { lang });
    expect(within(await screen.findByRole('region', { name: yourAnswers })).getByText(yes)).toBeInTheDocument();
  });
});
