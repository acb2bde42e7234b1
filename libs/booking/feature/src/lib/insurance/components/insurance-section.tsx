import type { SelectableInsurer } from '@portal/booking/contracts';
import { choosableReimbursementOptions, isReimbursementOptionDisabled, selectableInsurers } from '@portal/booking/contracts';
import { Card, Checkbox, ChoiceGroup, Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import type { InsuranceEvent, InsuranceState } from '../insurance-state';
import { insuranceMessages } from '../messages';
import { LahiTapiolaPanel } from './lahitapiola-panel';
import { PohjolaCheckPanel } from './pohjola-check-panel';
import styles from './insurance.module.css';

export interface InsuranceSectionProps {
  state: InsuranceState;
  /** The appointment's day, YYYY-MM-DD. */
  visitDay: string;
  isRemote: boolean;
  lahiTapiolaFeatureOn: boolean;
  /** LähiTapiola's flow runs for this patient (18 or over, or a guardian acting). */
  lahiTapiolaFlow: boolean;
  onEvent: (event: InsuranceEvent) => void;
}

/**
 * The insurer and how the visit is paid, for an insurance customer (booking doc sections 3, 4 and
 * 5): If asks for an option (direct compensation with its consent box), Pohjola (OP) for its check,
 * LähiTapiola for a permit when its flow runs; company insurance is disabled for remote times.
 */
export function InsuranceSection({ state, visitDay, isRemote, lahiTapiolaFeatureOn, lahiTapiolaFlow, onEvent }: InsuranceSectionProps) {
  const intl = useIntl();
  const company = state.insuranceCompany;
  const options = choosableReimbursementOptions(company);
  return (
    <Card title={intl.formatMessage(insuranceMessages.heading)} className={styles['section']}>
      <ChoiceGroup
        legend={intl.formatMessage(insuranceMessages.company)}
        kind="radio"
        isRequired
        choices={selectableInsurers.map((insurer: SelectableInsurer) => ({
          key: insurer,
          label: intl.formatMessage(insuranceMessages[insurer]),
          checked: company === insurer,
          onToggle: (checked) => {
            if (checked) onEvent({ type: 'chooseCompany', company: insurer });
          },
        }))}
      />
      {company !== undefined && options.length > 0 && (
        <ChoiceGroup
          legend={intl.formatMessage(insuranceMessages.option)}
          kind="radio"
          isRequired={company === 'IF'}
          {...(isRemote ? { description: intl.formatMessage(insuranceMessages.companyRemote) } : {})}
          choices={options.map((option) => ({
            key: option,
            label: intl.formatMessage(insuranceMessages[option]),
            checked: state.reimbursementOption === option,
            isDisabled: isReimbursementOptionDisabled(option, isRemote),
            onToggle: (checked) => {
              if (checked) onEvent({ type: 'chooseOption', option });
            },
          }))}
        />
      )}
      {company === 'IF' && state.reimbursementOption === 'USE_REIMBURSEMENT' && (
        <Checkbox isSelected={state.ifConsent} onChange={(given) => onEvent({ type: 'ifConsent', given })}>
          {intl.formatMessage(insuranceMessages.ifConsent)}
        </Checkbox>
      )}
      {company === 'OP' && <PohjolaCheckPanel state={state.pohjola} visitDay={visitDay} onEvent={(event) => onEvent({ type: 'pohjola', event })} />}
      {company === 'LAHITAPIOLA' && lahiTapiolaFlow && <LahiTapiolaPanel state={state.lahiTapiola} onEvent={(event) => onEvent({ type: 'lahiTapiola', event })} />}
      {company === 'LAHITAPIOLA' && lahiTapiolaFeatureOn && !lahiTapiolaFlow && <Notice tone="info">{intl.formatMessage(insuranceMessages.underage)}</Notice>}
    </Card>
  );
}
