import { Notice, useFocusIfLost } from '@portal/shared/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { checkInMessages, detailMessages } from '../messages';

/** The outcomes of a check-in that the patient is told about (account doc section 8). */
export type CheckInOutcome =
  | { kind: 'success'; roomLocation: string | null }
  | { kind: 'already-checked-in' }
  | { kind: 'too-early' }
  | { kind: 'failed' };

/**
 * The outcome takes the place of the Check in button, and with it the focus the button had (a
 * keyboard user goes on from here, not from the top of the page).
 */
export function CheckInMessage({ outcome }: { outcome: CheckInOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  return (
    <div ref={ref} tabIndex={-1}>
      <Outcome outcome={outcome} />
    </div>
  );
}

function Outcome({ outcome }: { outcome: CheckInOutcome }) {
  const intl = useIntl();
  if (outcome.kind === 'success') {
    return (
      <Notice as="div" tone="success" role="status">
        <p>{intl.formatMessage(checkInMessages.success)}</p>
        <p>
          {outcome.roomLocation !== null
            ? intl.formatMessage(detailMessages.roomIs, { room: outcome.roomLocation })
            : intl.formatMessage(detailMessages.seeReception)}
        </p>
      </Notice>
    );
  }
  const text = {
    'already-checked-in': checkInMessages.alreadyCheckedIn,
    'too-early': checkInMessages.tooEarly,
    failed: checkInMessages.failed,
  }[outcome.kind];
  return (
    <Notice tone="error" role="alert">
      {intl.formatMessage(text)}
    </Notice>
  );
}
