import { pagePaths } from '@portal/shared/util';
import type { CustomerType } from '@portal/booking/contracts';
import { customerTypes } from '@portal/booking/contracts';
import { useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { useReservationAppointment } from '../api/get-reservation-appointment';
import { reservationMessages } from '../messages';
import { AnonymousReservation } from './anonymous-reservation';
import { SignedInReservation } from './signed-in-reservation';

function NotFound() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(reservationMessages.notFound)}>
      <p>{intl.formatMessage(reservationMessages.notFoundText)}</p>
      <p>
        <Link variant="button" href={pagePaths.booking.customerType(lang, 'private')}>
          {intl.formatMessage(reservationMessages.backToList)}
        </Link>
      </p>
    </PageLayout>
  );
}

function AlreadyReserved({ customerType }: { customerType: CustomerType }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(reservationMessages.noLongerAvailable)}>
      <p>
        <Link variant="button" href={pagePaths.booking.customerType(lang, customerType)}>
          {intl.formatMessage(reservationMessages.backToList)}
        </Link>
      </p>
    </PageLayout>
  );
}

function Reservation({ id, customerType }: { id: number; customerType: CustomerType }) {
  const intl = useIntl();
  const session = useSession();
  const { search } = useLocation();
  const remote = useReservationAppointment(id);
  if (remote.status === 'not-found') return <NotFound />;
  if (remote.status === 'ready') {
    const appointment = remote.data;
    if (appointment.isReserved) return <AlreadyReserved customerType={customerType} />;
    return session ? (
      <SignedInReservation appointment={appointment} customerType={customerType} />
    ) : (
      <AnonymousReservation appointment={appointment} customerType={customerType} search={search} />
    );
  }
  return (
    <PageLayout title={intl.formatMessage(reservationMessages.title)}>
      {remote.status === 'loading' ? (
        <PlaceholderRows count={5} label={intl.formatMessage(reservationMessages.loading)} />
      ) : (
        <ErrorView onRetry={remote.retry} />
      )}
    </PageLayout>
  );
}

const NUMERIC_ID = /^[1-9]\d{0,15}$/;

/**
 * `/{lang}/booking/reserve/{id}` and its anonymous variant (booking doc section 2): one time, by
 * numeric id; `customerType` in the query names the list it was chosen from (private by default).
 */
export function ReservationPage() {
  const idParam = useParams()['reservationId'] ?? '';
  const [query] = useSearchParams();
  const typeParam = query.get('customerType');
  const customerType = v.is(v.picklist(customerTypes), typeParam) ? typeParam : 'private';
  // An id of the wrong shape cannot be a time: no need to ask.
  return NUMERIC_ID.test(idParam) ? <Reservation id={Number(idParam)} customerType={customerType} /> : <NotFound />;
}
