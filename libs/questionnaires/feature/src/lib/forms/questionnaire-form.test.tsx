import type { AnswerValue, QuestionnaireForm as FormDefinition } from '@portal/questionnaires/contracts';
import type { Lang } from '@portal/shared/i18n';
import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aForm } from '@portal/questionnaires/contracts/testing';
import type { FormAnswers } from './questionnaire-form';
import { QuestionnaireForm } from './questionnaire-form';

/** The form with its answers held as the page holds them; `onComplete` sees the answers sent. */
function Harness({ definition, initial, onComplete }: { definition: FormDefinition; initial: FormAnswers; onComplete: (answers: FormAnswers) => void }) {
  const [answers, setAnswers] = useState<FormAnswers>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const onAnswer = (id: string, value: AnswerValue | undefined) => {
    const next = { ...answers };
    if (value === undefined) delete next[id];
    else next[id] = value;
    setAnswers(next);
  };
  return <QuestionnaireForm definition={definition} answers={answers} onAnswer={onAnswer} showErrors={showErrors} onProblems={() => setShowErrors(true)} onComplete={() => onComplete(answers)} isSaving={false} />;
}

function renderForm({ definition = aForm(), initial = {}, lang = 'en' }: { definition?: FormDefinition; initial?: FormAnswers; lang?: Lang } = {}) {
  const onComplete = jest.fn<void, [FormAnswers]>();
  renderWithIntl(<Harness definition={definition} initial={initial} onComplete={onComplete} />, { lang });
  return { onComplete, user: userEvent.setup({ delay: null }) };
}

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('the questionnaire form', () => {
  it('renders a text question as a labelled, required text area with its help and a counter', () => {
    renderForm();
    const reason = screen.getByRole('textbox', { name: /What is the reason for your visit\?/ });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(/Tell us in a few words\..*0 \/ 500/);
  });

  it('renders a yes/no question as a required group of two radios', async () => {
    const { user } = renderForm();
    const allergies = group(/Are you allergic to any medicines\? ?, required/);
    expect(within(allergies).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Yes', 'No']);
    await user.click(within(allergies).getByRole('radio', { name: 'No' }));
    expect(within(allergies).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('renders a single choice as radios and a multiple choice as checkboxes, an optional group unmarked', async () => {
    const { user } = renderForm();
    const smoking = group(/Do you smoke\? ?, required/);
    expect(within(smoking).getAllByRole('radio')).toHaveLength(2);
    const symptoms = group(/^Do you have any of these symptoms now\?$/);
    await user.click(within(symptoms).getByRole('checkbox', { name: 'Cough' }));
    await user.click(within(symptoms).getByRole('checkbox', { name: 'Fever' }));
    expect(within(symptoms).getByRole('checkbox', { name: 'Cough' })).toBeChecked();
    expect(within(symptoms).getByRole('checkbox', { name: 'Fever' })).toBeChecked();
  });

  it('renders a scale as a radio group from min to max, its ends explained', () => {
    renderForm();
    const pain = group(/How strong is your pain\? ?, required/);
    expect(within(pain).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(pain).toHaveAccessibleDescription('0 = No pain, 10 = Worst possible');
  });

  it('shows a conditional question only while its condition holds, and moves by keyboard', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('textbox', { name: /Which medicines/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Which medicines are you allergic to\?/ })).toBeRequired();
    // Arrow keys move within the radio group, as in any native group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: /Which medicines/ })).not.toBeInTheDocument();
  });

  it('on sending with problems shows each with its question, tied to it, and focuses the first', async () => {
    const { user, onComplete } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('4 answers need your attention.');
    const reason = screen.getByRole('textbox', { name: /What is the reason/ });
    expect(reason).toHaveAccessibleDescription(/Please answer this question\./);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(group(/Do you smoke\?/)).toHaveAccessibleDescription('Please answer this question.');
    expect(group(/How strong is your pain\?/)).toHaveAccessibleDescription('0 = No pain, 10 = Worst possible Please answer this question.');
    // An optional question has no error.
    expect(group(/^Do you have any of these symptoms now\?$/)).not.toHaveAccessibleDescription();
    // Answered, its error goes at once.
    await user.click(within(group(/Do you smoke\?/)).getByRole('radio', { name: 'Never' }));
    expect(group(/Do you smoke\?/)).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('3 answers need your attention.');
  });

  it('sends complete answers', async () => {
    const { user, onComplete } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /What is the reason/ }), 'Knee pain');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /Which medicines/ }), 'Penicillin');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onComplete).toHaveBeenCalledWith({ reason: 'Knee pain', allergies: true, allergyDetails: 'Penicillin', smoking: 'daily', pain: 7 });
  });

  it('says a text is too long while it is, and refuses to send it', async () => {
    const definition: FormDefinition = { questions: [{ id: 'note', type: 'text', required: false, maxLength: 5, text: 'A note' }] };
    const { user, onComplete } = renderForm({ definition, initial: { note: 'too long' } });
    expect(screen.getByRole('textbox', { name: 'A note' })).toHaveAccessibleDescription(/At most 5 characters\./);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('One answer needs your attention.');
  });

  it.each([
    ['fi', 'Kyllä', 'Ei', 'pakollinen', 'Lähetä vastaukset', 'Vastaa tähän kysymykseen.', 'Tähdellä (*) merkityt kysymykset ovat pakollisia.'],
    ['sv', 'Ja', 'Nej', 'obligatorisk', 'Skicka svaren', 'Svara på den här frågan.', 'Frågor märkta med * är obligatoriska.'],
  ] as const)('speaks %s', async (lang, yes, no, required, send, error, note) => {
    const { user } = renderForm({ lang });
    expect(screen.getByText(note)).toBeInTheDocument();
    const allergies = group(new RegExp(`Are you allergic to any medicines\\? ?, ${required}`));
    expect(within(allergies).getByRole('radio', { name: yes })).toBeInTheDocument();
    expect(within(allergies).getByRole('radio', { name: no })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: send }));
    expect(allergies).toHaveAccessibleDescription(error);
  });
});
