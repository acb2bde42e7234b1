import type { CustomerType } from '@portal/booking/contracts';
import { customerTypes } from '@portal/booking/contracts';
import { useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { MOVE_FROM_PARAM } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { useReservationAppointment } from '../api/get-reservation-appointment';
import { listHrefOf } from '../list-href';
import { reservationMessages, resultMessages } from '../messages';
import { AnonymousReservation } from './anonymous-reservation';
import { MoveReservation } from './move-reservation';
import { SignedInReservation } from './signed-in-reservation';

type Unreservable = 'not-a-time' | 'no-longer-available' | 'already-reserved';

const unreservableTexts = {
  'not-a-time': { title: reservationMessages.notFound, text: reservationMessages.notFoundText },
  'no-longer-available': { title: reservationMessages.noLongerAvailable, text: null },
  'already-reserved': { title: reservationMessages.noLongerAvailable, text: resultMessages.appointmentNotAvailable },
} as const;

/**
 * A time that cannot be reserved, with the way back to the list it was chosen from and its
 * filters (booking doc sections 2 and 8). The API answers a taken, cancelled, past or unknown time
 * alike (404), so that ids cannot be walked to learn which times are taken: each is no longer
 * available. The patient's own reserved time says it has already been reserved; an id that is no
 * number cannot be a time at all.
 */
function UnreservableTime({ reason, listHref }: { reason: Unreservable; listHref: string }) {
  const intl = useIntl();
  const { title, text } = unreservableTexts[reason];
  return (
    <PageLayout title={intl.formatMessage(title)}>
      {text !== null && <p>{intl.formatMessage(text)}</p>}
      <p>
        <Link variant="button" href={listHref}>
          {intl.formatMessage(reservationMessages.backToList)}
        </Link>
      </p>
    </PageLayout>
  );
}

function Reservation({ id, customerType, listHref, moveFrom }: { id: number; customerType: CustomerType; listHref: string; moveFrom: number | null }) {
  const intl = useIntl();
  const session = useSession();
  const { search } = useLocation();
  const remote = useReservationAppointment(id);
  if (remote.status === 'not-found') return <UnreservableTime reason="no-longer-available" listHref={listHref} />;
  if (remote.status === 'ready') {
    const appointment = remote.data;
    if (appointment.isReserved) return <UnreservableTime reason="already-reserved" listHref={listHref} />;
    // A signed-in patient moving a booking here: no form, the booking's details go with it.
    if (session && moveFrom !== null) return <MoveReservation appointment={appointment} customerType={customerType} fromAppointmentId={moveFrom} listHref={listHref} />;
    return session ? (
      <SignedInReservation appointment={appointment} customerType={customerType} listHref={listHref} />
    ) : (
      <AnonymousReservation appointment={appointment} customerType={customerType} search={search} listHref={listHref} />
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
 * numeric id; `customerType` in the query names the list it was chosen from (private by default),
 * and the rest of the query is that list's filters (list-href.ts); with `moveFrom` a signed-in
 * patient moves that booking here.
 */
export function ReservationPage() {
  const idParam = useParams()['reservationId'] ?? '';
  const [query] = useSearchParams();
  const typeParam = query.get('customerType');
  const lang = useLang();
  const customerType = v.is(v.picklist(customerTypes), typeParam) ? typeParam : 'private';
  const listHref = listHrefOf(lang, customerType, query);
  const moveParam = query.get(MOVE_FROM_PARAM) ?? '';
  const moveFrom = NUMERIC_ID.test(moveParam) ? Number(moveParam) : null;
  // An id of the wrong shape cannot be a time: no need to ask.
  return NUMERIC_ID.test(idParam) ? (
    <Reservation id={Number(idParam)} customerType={customerType} listHref={listHref} moveFrom={moveFrom} />
  ) : (
    <UnreservableTime reason="not-a-time" listHref={listHref} />
  );
}
