import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link, Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { kela65Messages } from '../../kela65/messages';
import { fieldNamesOf } from '../forms/field-names';
import { resultMessages } from '../messages';
import type { ReservationError as ReservationErrorValue } from '../state/reservation-submit';

const texts = {
  network: resultMessages.networkError,
  appointmentNotAvailable: resultMessages.appointmentNotAvailable,
  tooManyReservations: resultMessages.tooManyReservations,
  directReimbursementError: resultMessages.directReimbursementError,
  unknownError: resultMessages.unknownError,
  kela65AgeLimit: kela65Messages.ageLimitError,
} as const;

/**
 * The reservation failures of booking doc section 8, announced where the form is; a time taken
 * meanwhile links back to the list it was chosen from (`listHref`, with its filters).
 */
export function ReservationError({ error, listHref }: { error: ReservationErrorValue; listHref: string }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Notice as="div" tone="error" role="alert">
      <p>
        {error.kind === 'validation'
          ? intl.formatMessage(resultMessages.validationError, {
              fields: intl.formatList(fieldNamesOf(intl, error.fields), { type: 'conjunction' }),
            })
          : intl.formatMessage(texts[error.kind])}
      </p>
      {error.kind === 'appointmentNotAvailable' && (
        <Link href={listHref}>{intl.formatMessage(resultMessages.chooseAnother)}</Link>
      )}
      {error.kind === 'kela65AgeLimit' && (
        <Link href={pagePaths.booking.customerType(lang, 'private')}>{intl.formatMessage(kela65Messages.bookAsPrivate)}</Link>
      )}
    </Notice>
  );
}
