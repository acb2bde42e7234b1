import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import { pagePaths } from '@portal/shared/util';
import type { SessionScope } from '@portal/shared/contracts';
import { useApiClient, useBrand, useErrorReporter, useTracker } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Link, Notice } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelReservation } from '../api/cancel-reservation';
import { resultMessages, successCancelMessages } from '../messages';
import styles from './reservation.module.css';

/**
 * Cancel is offered on the success view except in the in-app booking session (booking doc section
 * 1 hides it there) and for a binding reservation, which cannot be cancelled online anyway.
 */
export function showsSuccessCancel({ sessionScope, bindingRequired }: { sessionScope: SessionScope; bindingRequired: boolean }): boolean {
  return sessionScope !== 'in-app-booking' && !bindingRequired;
}

type CancelState =
  | { status: 'idle' }
  | { status: 'confirming' }
  | { status: 'cancelling' }
  | { status: 'cancelled' }
  | { status: 'deadline-exceeded'; hours: number }
  | { status: 'failed' };

export interface SuccessCancelProps {
  appointmentId: number;
  customerType: CustomerType;
}

/** Cancelling the appointment just reserved, after a confirmation. */
export function SuccessCancel({ appointmentId, customerType }: SuccessCancelProps) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const brand = useBrand();
  const tracker = useTracker();
  const reporter = useErrorReporter();
  const [state, setState] = useState<CancelState>({ status: 'idle' });

  const cancel = async () => {
    setState({ status: 'cancelling' });
    try {
      const result = await cancelReservation(api, appointmentId);
      if (result.type === 'success') {
        tracker.trackEvent('reservation-cancel');
        setState({ status: 'cancelled' });
      } else if (result.type === 'deadlineExceeded') {
        setState({ status: 'deadline-exceeded', hours: result.cancellationHours });
      } else {
        setState({ status: 'failed' });
      }
    } catch (error) {
      reporter.report(error, { process: 'cancel-reservation' });
      setState({ status: 'failed' });
    }
  };

  if (state.status === 'cancelled') {
    return (
      <Notice as="div" tone="success" role="status">
        <p>{intl.formatMessage(successCancelMessages.cancelled)}</p>
        <Link href={pagePaths.booking.customerType(lang, customerType)}>{intl.formatMessage(successCancelMessages.bookAnother)}</Link>
      </Notice>
    );
  }
  if (state.status === 'deadline-exceeded') {
    return (
      <Notice tone="error" role="alert">
        {intl.formatMessage(successCancelMessages.deadlineExceeded, { hours: state.hours, phone: brand.customerServicePhone })}
      </Notice>
    );
  }
  return (
    <>
      {state.status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(resultMessages.unknownError)}
        </Notice>
      )}
      {state.status === 'confirming' || state.status === 'cancelling' ? (
        <div role="group" aria-label={intl.formatMessage(successCancelMessages.confirm)}>
          <p>{intl.formatMessage(successCancelMessages.confirm)}</p>
          <p className={styles['actions']}>
            <Button onPress={() => void cancel()} isPending={state.status === 'cancelling'}>
              {intl.formatMessage(successCancelMessages.confirmYes)}
            </Button>
            <Button variant="secondary" onPress={() => setState({ status: 'idle' })} isDisabled={state.status === 'cancelling'}>
              {intl.formatMessage(successCancelMessages.confirmNo)}
            </Button>
          </p>
          {state.status === 'cancelling' && <p role="status">{intl.formatMessage(successCancelMessages.cancelling)}</p>}
        </div>
      ) : (
        <p>
          <Button variant="secondary" onPress={() => setState({ status: 'confirming' })}>
            {intl.formatMessage(successCancelMessages.button)}
          </Button>
        </p>
      )}
    </>
  );
}
