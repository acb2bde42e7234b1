import { Button, Checkbox, ChoiceGroup, Notice } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import type { LahiTapiolaEvent, LahiTapiolaState } from '../lahitapiola-flow';
import { chosenPermit } from '../lahitapiola-flow';
import { insuranceMessages, lahiTapiolaMessages } from '../messages';
import { InsuranceStep } from './insurance-step';
import styles from './insurance.module.css';

export interface LahiTapiolaPanelProps {
  state: LahiTapiolaState;
  onEvent: (event: LahiTapiolaEvent) => void;
}

/** LähiTapiola's direct compensation flow, one view per state (booking doc sections 4 and 8). */
export function LahiTapiolaPanel({ state, onEvent }: LahiTapiolaPanelProps) {
  const intl = useIntl();
  const button = (label: string, event: LahiTapiolaEvent, variant: 'primary' | 'secondary' = 'primary') => (
    <Button variant={variant} onPress={() => onEvent(event)}>
      {label}
    </Button>
  );
  const start = (label = intl.formatMessage(lahiTapiolaMessages.restart)) => button(label, { type: 'start' });
  const apply = (label: string) => button(label, { type: 'apply' }, 'secondary');
  switch (state.status) {
    case 'notAsked':
      return <InsuranceStep message={intl.formatMessage(lahiTapiolaMessages.intro)} actions={start(intl.formatMessage(lahiTapiolaMessages.check))} />;
    case 'asking':
      return <InsuranceStep role="status" message={intl.formatMessage(lahiTapiolaMessages.asking)} />;
    case 'applying':
      return <InsuranceStep role="status" message={intl.formatMessage(lahiTapiolaMessages.applying)} />;
    case 'insuranceNotFound':
      return <InsuranceStep tone="warning" role="alert" message={intl.formatMessage(lahiTapiolaMessages.notFound)} actions={start()} />;
    case 'foundNoPermits':
      return <InsuranceStep tone="info" role="status" message={intl.formatMessage(lahiTapiolaMessages.noPermits)} actions={apply(intl.formatMessage(lahiTapiolaMessages.apply))} />;
    case 'foundWithPermits': {
      const permit = chosenPermit(state);
      return (
        <div className={styles['step']}>
          <ChoiceGroup
            legend={intl.formatMessage(lahiTapiolaMessages.permits)}
            kind="radio"
            isRequired
            choices={state.permits.map((candidate) => ({
              key: candidate.contentHash,
              label: intl.formatMessage(lahiTapiolaMessages.permit, { symptom: candidate.symptom, bodyPart: candidate.bodyPart, date: formatDate(candidate.validTo) }),
              checked: state.chosen === candidate.contentHash,
              onToggle: (checked) => {
                if (checked) onEvent({ type: 'choosePermit', contentHash: candidate.contentHash });
              },
            }))}
          />
          {state.chosen !== null && (
            <Checkbox isSelected={state.consent} onChange={(given) => onEvent({ type: 'consent', given })}>
              {intl.formatMessage(lahiTapiolaMessages.consent)}
            </Checkbox>
          )}
          {permit !== null && (
            <Notice tone="success" role="status">
              {intl.formatMessage(lahiTapiolaMessages.chosen, { symptom: permit.symptom })}
            </Notice>
          )}
          <p className={styles['actions']}>
            {state.chosen !== null && button(intl.formatMessage(lahiTapiolaMessages.removePermit), { type: 'removePermit' }, 'secondary')}
            {apply(intl.formatMessage(lahiTapiolaMessages.applyNew))}
          </p>
        </div>
      );
    }
    case 'denied':
    case 'canceled':
    case 'error':
      return <InsuranceStep tone={state.status === 'error' ? 'error' : 'warning'} role="alert" message={intl.formatMessage(lahiTapiolaMessages[state.status])} actions={start()} />;
    case 'underage':
      return <InsuranceStep tone="info" message={intl.formatMessage(insuranceMessages.underage)} />;
  }
}
