import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ConsentChoices, ConsentFormProps, ConsentFormStatus, ConsentFormValues } from './consent-form';
import { ConsentForm } from './consent-form';

const onRecord: ConsentChoices = {
  allowsCommonRegistry: true,
  allowsViewingOccupationalInformation: true,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: true,
  allowsBookingSms: false,
};

/** A page around the form: each submit is recorded and answered with the next outcome. */
function Harness({ outcomes = [], ...props }: Partial<ConsentFormProps> & { outcomes?: ConsentFormStatus[] }) {
  const [status, setStatus] = useState<ConsentFormStatus>('idle');
  const [next] = useState(() => [...outcomes]);
  return (
    <ConsentForm
      initial={null}
      asksOccupational
      policyRequired={false}
      saveLabel="Save"
      status={status}
      {...props}
      onSubmit={(values) => {
        props.onSubmit?.(values);
        setStatus(next.shift() ?? 'saving');
      }}
    />
  );
}

function renderForm(props: Partial<ConsentFormProps> & { outcomes?: ConsentFormStatus[] } = {}) {
  const onSubmit = jest.fn<void, [ConsentFormValues]>();
  const rendered = renderWithIntl(<Harness onSubmit={onSubmit} {...props} />);
  return { ...rendered, onSubmit, user: userEvent.setup() };
}

const checkbox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const policy = () => checkbox('I have read the privacy policy');
const save = () => screen.getByRole('button', { name: /^Save/ });

describe('ConsentForm', () => {
  it('groups the five permits under a legend and asks the privacy policy apart from them', () => {
    renderForm();
    const permits = screen.getByRole('group', { name: 'Permissions' });
    expect(within(permits).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'My patient data may be viewed in the common patient registry of the group',
      'My occupational health data may be viewed in private healthcare',
      'I want to receive marketing by e-mail',
      'I want to receive treatment instructions by e-mail',
      'I want booking confirmations and reminders by text message',
    ]);
    expect(within(permits).queryByRole('checkbox', { name: 'I have read the privacy policy' })).not.toBeInTheDocument();
    expect(policy()).toBeInTheDocument();
  });

  it('starts from the choices on record, and from nothing allowed when there are none', () => {
    const { unmount } = renderForm({ initial: onRecord });
    expect(checkbox(/common patient registry/)).toBeChecked();
    expect(checkbox(/occupational health data/)).toBeChecked();
    expect(checkbox(/marketing/)).not.toBeChecked();
    expect(checkbox(/treatment instructions/)).toBeChecked();
    expect(checkbox(/by text message/)).not.toBeChecked();
    unmount();
    renderForm({ initial: null });
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('sends every permit with the acknowledgement, the unchanged ones as on record', async () => {
    const { user, onSubmit } = renderForm({ initial: onRecord });
    await user.click(checkbox(/by text message/));
    await user.click(policy());
    await user.click(save());
    expect(onSubmit.mock.calls).toEqual([[{ ...onRecord, allowsBookingSms: true, privacyPolicyRead: true }]]);
  });

  it('leaves the occupational-information consent out, shown and sent, when it is not asked', async () => {
    const { user, onSubmit } = renderForm({ initial: onRecord, asksOccupational: false });
    expect(screen.queryByRole('checkbox', { name: /occupational health data/ })).not.toBeInTheDocument();
    await user.click(save());
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('allowsViewingOccupationalInformation');
  });

  it('keeps the button disabled until the privacy policy is acknowledged when it is required, and says why', async () => {
    const { user } = renderForm({ policyRequired: true });
    const hint = 'Read the privacy policy and tick the box before saving.';
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(hint);
    expect(policy()).toHaveAccessibleDescription(hint);
    expect(policy()).toBeRequired();
    await user.click(policy());
    expect(save()).toBeEnabled();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.click(policy());
    expect(save()).toBeDisabled();
  });

  it('does not require the acknowledgement when a consent is on record', () => {
    renderForm({ initial: onRecord, policyRequired: false });
    expect(policy()).not.toBeRequired();
    expect(save()).toBeEnabled();
  });

  it('submits once: the button is disabled after one submit', async () => {
    const { user, onSubmit } = renderForm({ outcomes: ['saving'] });
    await user.dblClick(save());
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says when saving failed and lets the patient try again', async () => {
    const { user, onSubmit } = renderForm({ outcomes: ['failed', 'saving'] });
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong and we could not save the changes. Please try again.');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('confirms a save and allows saving again only after a change', async () => {
    const { user, onSubmit } = renderForm({ initial: onRecord, outcomes: ['saved', 'saved'] });
    await user.click(save());
    expect(screen.getByRole('status')).toHaveTextContent('Your choices have been saved.');
    expect(save()).toBeDisabled();
    await user.click(checkbox(/marketing/));
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ allowsMarketingMail: true });
  });

  it('links the privacy policy in a new tab when the page gives its address', () => {
    const { unmount } = renderForm({ privacyPolicyHref: '/en/eula' });
    const link = screen.getByRole('link', { name: /Read the privacy policy/ });
    expect(link).toHaveAttribute('href', '/en/eula');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    renderForm();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes its name from the heading the page gives, and the save label too', () => {
    renderWithIntl(
      <>
        <h2 id="consent-heading">Processing of patient data</h2>
        <ConsentForm
          aria-labelledby="consent-heading"
          initial={null}
          asksOccupational={false}
          policyRequired={false}
          saveLabel="Save and return to booking"
          status="idle"
          onSubmit={jest.fn()}
        />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Processing of patient data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and return to booking' })).toBeInTheDocument();
  });

  it('reads in Finnish and Swedish', () => {
    const { unmount } = renderWithIntl(<Harness policyRequired />, { lang: 'fi' });
    expect(screen.getByRole('group', { name: 'Luvat' })).toBeInTheDocument();
    expect(checkbox('Olen lukenut tietosuojaselosteen')).toBeInTheDocument();
    unmount();
    renderWithIntl(<Harness policyRequired />, { lang: 'sv' });
    expect(screen.getByRole('group', { name: 'Tillstånd' })).toBeInTheDocument();
    expect(checkbox('Jag har läst dataskyddsbeskrivningen')).toBeInTheDocument();
  });
});
