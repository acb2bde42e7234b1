import { POHJOLA_SERVICE_PHONE } from '@portal/booking/contracts';
import { Button } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { pohjolaMessages } from '../messages';
import type { PohjolaCheckEvent, PohjolaCheckState } from '../pohjola-check';
import { InsuranceStep } from './insurance-step';

export interface PohjolaCheckPanelProps {
  state: PohjolaCheckState;
  /** The appointment's day, YYYY-MM-DD: the check is about it. */
  visitDay: string;
  onEvent: (event: PohjolaCheckEvent) => void;
}

/** Pohjola's insurance check, one view per state (booking doc sections 4 and 8). */
export function PohjolaCheckPanel({ state, visitDay, onEvent }: PohjolaCheckPanelProps) {
  const intl = useIntl();
  const date = formatDate(visitDay);
  const button = (label: string, event: PohjolaCheckEvent, variant: 'primary' | 'secondary' = 'primary') => (
    <Button variant={variant} onPress={() => onEvent(event)}>
      {label}
    </Button>
  );
  const check = (label = intl.formatMessage(pohjolaMessages.check)) => button(label, { type: 'check' });
  switch (state.status) {
    case 'undefined':
      return (
        <InsuranceStep
          message={intl.formatMessage(pohjolaMessages.intro, { date })}
          actions={
            <>
              {check()}
              {button(intl.formatMessage(pohjolaMessages.decline), { type: 'decline' }, 'secondary')}
            </>
          }
        />
      );
    case 'checking':
      return <InsuranceStep role="status" message={intl.formatMessage(pohjolaMessages.checking)} />;
    case 'found':
      return (
        <InsuranceStep
          tone="success"
          role="status"
          message={intl.formatMessage(pohjolaMessages.found, { date })}
          actions={button(intl.formatMessage(pohjolaMessages.cancelFound), { type: 'cancel' }, 'secondary')}
        />
      );
    case 'notFound':
      return (
        <InsuranceStep
          tone="warning"
          role="alert"
          message={intl.formatMessage(pohjolaMessages.notFound, { date, phone: POHJOLA_SERVICE_PHONE })}
          actions={check(intl.formatMessage(pohjolaMessages.checkAgain))}
        />
      );
    case 'canceled':
      return (
        <InsuranceStep
          tone="info"
          role="status"
          message={intl.formatMessage(pohjolaMessages.canceled)}
          actions={
            <>
              {check()}
              {button(intl.formatMessage(pohjolaMessages.cancelDecline), { type: 'cancel' }, 'secondary')}
            </>
          }
        />
      );
    case 'error':
      return <InsuranceStep tone="error" role="alert" message={intl.formatMessage(pohjolaMessages.error)} actions={check(intl.formatMessage(pohjolaMessages.tryAgain))} />;
  }
}
