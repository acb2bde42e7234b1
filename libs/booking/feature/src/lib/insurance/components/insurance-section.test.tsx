import type { DirectCompensationPermit } from '@portal/booking/contracts';
import type { Lang } from '@portal/shared/i18n';
import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsuranceState } from '../insurance-state';
import { initialInsurance } from '../insurance-state';
import type { LahiTapiolaState } from '../lahitapiola-flow';
import type { PohjolaCheckStatus } from '../pohjola-check';
import type { InsuranceSectionProps } from './insurance-section';
import { InsuranceSection } from './insurance-section';

const knee: DirectCompensationPermit = { symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2027-02-21', contentHash: 'kneePermitHash0001' };
const back: DirectCompensationPermit = { symptom: 'Back pain', bodyPart: 'Lower back', validTo: '2027-01-22', contentHash: 'backPermitHash0002' };

function renderSection(state: Partial<InsuranceState> = {}, props: Partial<InsuranceSectionProps> = {}, lang: Lang = 'en') {
  const onEvent = jest.fn();
  renderWithIntl(
    <InsuranceSection
      state={{ ...initialInsurance(), ...state }}
      visitDay="2026-12-03"
      isRemote={false}
      lahiTapiolaFeatureOn
      lahiTapiolaFlow
      onEvent={onEvent}
      {...props}
    />,
    { lang },
  );
  return { onEvent, user: userEvent.setup({ delay: null }) };
}

const op = (status: PohjolaCheckStatus | 'checking'): Partial<InsuranceState> => ({ insuranceCompany: 'OP', pohjola: { status, previous: 'undefined' } });
const lahiTapiola = (state: LahiTapiolaState): Partial<InsuranceState> => ({ insuranceCompany: 'LAHITAPIOLA', lahiTapiola: state });

describe('the insurance section in three languages', () => {
  const texts = {
    fi: {
      heading: 'Vakuutus',
      company: 'Vakuutusyhtiö',
      insurers: ['If', 'LähiTapiola', 'Pohjola Vakuutus (OP)', 'Muu vakuutusyhtiö'],
      pohjolaNotFound: 'Pohjola Vakuutus ei löytänyt sinulle voimassa olevaa vakuutusta 3.12.2026. Ota yhteyttä Pohjolan palveluun numerossa 03030303 tai valitse toinen vakuutusyhtiö.',
      pohjolaError: /^Vakuutuksen tarkistus epäonnistui/,
      lahiTapiola: { insuranceNotFound: /^LähiTapiola ei löytänyt sinulle sairauskuluvakuutusta/, denied: /^LähiTapiola ei myöntänyt/, canceled: /^Sitoumuksen hakeminen peruttiin/, error: /^Vakuutuksen tarkistus LähiTapiolasta epäonnistui/ },
    },
    sv: {
      heading: 'Försäkring',
      company: 'Försäkringsbolag',
      insurers: ['If', 'LokalTapiola', 'Pohjola Försäkring (OP)', 'Annat försäkringsbolag'],
      pohjolaNotFound: 'Pohjola Försäkring hittade ingen giltig försäkring för dig 3.12.2026. Kontakta Pohjolas kundtjänst på 03030303 eller välj ett annat försäkringsbolag.',
      pohjolaError: /^Kontrollen av försäkringen misslyckades/,
      lahiTapiola: { insuranceNotFound: /^LokalTapiola hittade ingen sjukkostnadsförsäkring/, denied: /^LokalTapiola beviljade ingen/, canceled: /^Ansökan om förbindelse avbröts/, error: /^Kontrollen av försäkringen hos LokalTapiola misslyckades/ },
    },
    en: {
      heading: 'Insurance',
      company: 'Insurance company',
      insurers: ['If', 'LähiTapiola', 'Pohjola Insurance (OP)', 'Other insurance company'],
      pohjolaNotFound: 'Pohjola Insurance did not find an insurance for you on 3.12.2026. Please contact Pohjola’s service at 03030303, or choose another insurance company.',
      pohjolaError: /^Verifying your insurance failed/,
      lahiTapiola: { insuranceNotFound: /^LähiTapiola did not find a health insurance/, denied: /^LähiTapiola did not grant/, canceled: /^The permit application was canceled/, error: /^Checking your insurance with LähiTapiola failed/ },
    },
  } as const;

  describe.each(['fi', 'sv', 'en'] as const)('%s', (lang) => {
    const t = texts[lang];

    it('offers the four insurers in a required group under the section’s heading', () => {
      renderSection({}, {}, lang);
      const section = screen.getByRole('region', { name: t.heading });
      const group = within(section).getByRole('group', { name: new RegExp(`^${t.company}`) });
      expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(t.insurers);
    });

    it('gives Pohjola’s not-found message with its service phone, and its verification failure', () => {
      renderSection(op('notFound'), {}, lang);
      expect(screen.getByRole('alert')).toHaveTextContent(t.pohjolaNotFound);
    });

    it('gives Pohjola’s verification failure', () => {
      renderSection(op('error'), {}, lang);
      expect(screen.getByRole('alert')).toHaveTextContent(t.pohjolaError);
    });

    it.each(['insuranceNotFound', 'denied', 'canceled', 'error'] as const)('gives LähiTapiola’s %s message', (status) => {
      renderSection(lahiTapiola({ status }), {}, lang);
      expect(screen.getByRole('alert')).toHaveTextContent(t.lahiTapiola[status]);
    });
  });
});

describe('the insurance section’s choices', () => {
  it('sends the insurer chosen', async () => {
    const { onEvent, user } = renderSection();
    await user.click(screen.getByRole('radio', { name: 'Pohjola Insurance (OP)' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'chooseCompany', company: 'OP' });
  });

  it('asks If for a required option, and has no option group before an insurer or for Other', async () => {
    renderSection();
    expect(screen.queryByRole('group', { name: /Payment method/ })).not.toBeInTheDocument();
    const { onEvent, user } = renderSection({ insuranceCompany: 'IF' });
    const options = screen.getByRole('group', { name: /^Payment method ?, required$/ });
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Direct compensation: the insurance company pays the clinic' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'chooseOption', option: 'USE_REIMBURSEMENT' });
  });

  it('disables company insurance for a remote time, and says why', () => {
    renderSection({ insuranceCompany: 'IF' }, { isRemote: true });
    expect(screen.getByRole('radio', { name: 'Company insurance: my employer’s insurance pays' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'I pay the visit and claim it back from the insurance company' })).toBeEnabled();
    expect(screen.getByRole('group', { name: /Payment method/ })).toHaveAccessibleDescription('Company insurance cannot be used for remote appointments.');
  });

  it('shows If’s consent box for direct compensation only', async () => {
    renderSection({ insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const { onEvent, user } = renderSection({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' });
    await user.click(screen.getByRole('checkbox', { name: /^I agree that the clinic uses direct compensation from If/ }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'ifConsent', given: true });
  });

  it('offers OP the options, none of them required', () => {
    renderSection({ insuranceCompany: 'OP' });
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });
});

describe('Pohjola’s check in the section', () => {
  it('offers to check or decline while undefined, about the appointment’s day', async () => {
    const { onEvent, user } = renderSection(op('undefined'));
    expect(screen.getByText(/that you are insured on 3\.12\.2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my insurance' }));
    await user.click(screen.getByRole('button', { name: 'Do not check' }));
    expect(onEvent.mock.calls).toEqual([[{ type: 'pohjola', event: { type: 'check' } }], [{ type: 'pohjola', event: { type: 'decline' } }]]);
  });

  it('says it is checking', () => {
    renderSection(op('checking'));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your insurance with Pohjola…');
  });

  it('confirms a found insurance, which can be canceled', async () => {
    const { onEvent, user } = renderSection(op('found'));
    expect(screen.getByRole('status')).toHaveTextContent('Pohjola Insurance confirmed that you are insured on 3.12.2026.');
    await user.click(screen.getByRole('button', { name: 'Cancel the check' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'pohjola', event: { type: 'cancel' } });
  });

  it('lets a declined check be canceled or made after all', async () => {
    const { onEvent, user } = renderSection(op('canceled'));
    expect(screen.getByRole('status')).toHaveTextContent(/^You chose not to have your insurance checked/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Check my insurance' }));
    expect(onEvent.mock.calls).toEqual([[{ type: 'pohjola', event: { type: 'cancel' } }], [{ type: 'pohjola', event: { type: 'check' } }]]);
  });

  it('checks again after not found or an error', async () => {
    const { onEvent, user } = renderSection(op('error'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'pohjola', event: { type: 'check' } });
  });
});

describe('LähiTapiola’s flow in the section', () => {
  it('starts with the check', async () => {
    const { onEvent, user } = renderSection(lahiTapiola({ status: 'notAsked' }));
    await user.click(screen.getByRole('button', { name: 'Check my LähiTapiola insurance' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'lahiTapiola', event: { type: 'start' } });
  });

  it('says it is asking, and that it takes the patient to LähiTapiola', () => {
    renderSection(lahiTapiola({ status: 'asking' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your insurance with LähiTapiola…');
  });

  it('offers to apply for a permit when there is none', async () => {
    const { onEvent, user } = renderSection(lahiTapiola({ status: 'foundNoPermits' }));
    expect(screen.getByRole('status')).toHaveTextContent(/no valid direct compensation permit/);
    await user.click(screen.getByRole('button', { name: 'Apply for a permit at LähiTapiola' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'lahiTapiola', event: { type: 'apply' } });
  });

  it('lists the permits to choose from, with no consent box before a choice', async () => {
    const { onEvent, user } = renderSection(lahiTapiola({ status: 'foundWithPermits', permits: [knee, back], chosen: null, consent: false }));
    const group = screen.getByRole('group', { name: /^Direct compensation permit/ });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Knee pain (Knee), valid until 21.2.2027',
      'Back pain (Lower back), valid until 22.1.2027',
    ]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the permit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Back pain/ }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'lahiTapiola', event: { type: 'choosePermit', contentHash: back.contentHash } });
  });

  it('asks the consent for a chosen permit, and offers to remove it', async () => {
    const { onEvent, user } = renderSection(lahiTapiola({ status: 'foundWithPermits', permits: [knee, back], chosen: knee.contentHash, consent: false }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^I agree that the chosen permit is used for this visit/ }));
    await user.click(screen.getByRole('button', { name: 'Remove the permit' }));
    expect(onEvent.mock.calls).toEqual([[{ type: 'lahiTapiola', event: { type: 'consent', given: true } }], [{ type: 'lahiTapiola', event: { type: 'removePermit' } }]]);
  });

  it('says which permit pays once it is chosen with the consent', () => {
    renderSection(lahiTapiola({ status: 'foundWithPermits', permits: [knee], chosen: knee.contentHash, consent: true }));
    expect(screen.getByRole('status')).toHaveTextContent('LähiTapiola pays this visit with your permit: Knee pain.');
  });

  it('restarts after a denial', async () => {
    const { onEvent, user } = renderSection(lahiTapiola({ status: 'denied' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'lahiTapiola', event: { type: 'start' } });
  });

  it('tells a patient under 18 the flow is not theirs, and says nothing of it without the feature', () => {
    renderSection(lahiTapiola({ status: 'notAsked' }), { lahiTapiolaFlow: false });
    expect(screen.getByText(/^LähiTapiola’s direct compensation is for customers aged 18 or over/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check my LähiTapiola insurance' })).not.toBeInTheDocument();
  });

  it('asks nothing of LähiTapiola without the feature', () => {
    renderSection(lahiTapiola({ status: 'notAsked' }), { lahiTapiolaFlow: false, lahiTapiolaFeatureOn: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/aged 18 or over/)).not.toBeInTheDocument();
  });
});
