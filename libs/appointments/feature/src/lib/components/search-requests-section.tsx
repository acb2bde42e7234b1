import type { SearchRequestList } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Card, DescriptionList, ErrorView, Link, Notice, PlainList, Stack, useFocusIfLost } from '@portal/shared/ui';
import { formatDate, formatTime, pagePaths } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelSearchRequest } from '../api/cancel-search-request';
import { useSearchRequests } from '../api/get-search-requests';
import { detailMessages, earlierTimeMessages, searchRequestMessages as m } from '../messages';
import styles from './appointment.module.css';
import { WishTerms } from './values';

type SearchRequest = SearchRequestList['requests'][number];

/**
 * The patient's requests, made on a booking search that found nothing, to be told when a time
 * becomes free: what each asks for, the time an offer holds for it now with a link to take it, and
 * cancelling. Loads its own list. Nothing is shown while it loads nor when there is no request, so
 * a patient who never asked sees no trace of the section.
 */
export function SearchRequestsSection() {
  const remote = useSearchRequests();
  if (remote.status === 'ready') return <SearchRequests loaded={remote.data.requests} reload={remote.reload} />;
  if (remote.status !== 'error') return null;
  return (
    <SectionFrame>
      <ErrorView onRetry={remote.retry} headingLevel={3} />
    </SectionFrame>
  );
}

/** The section with its heading, under the page's title (h1), beside the list of appointments. */
function SectionFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.title)}</h2>
      {children}
    </Stack>
  );
}

/** What the patient is told after cancelling. */
type Outcome = 'cancelled' | 'failed';

interface SearchRequestsProps {
  loaded: readonly SearchRequest[];
  reload: () => void;
}

function SearchRequests({ loaded, reload }: SearchRequestsProps) {
  const api = useApiClient();
  const reporter = useErrorReporter();
  // Cancelled here: left out at once, before the list is read again.
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(() => new Set());
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(() => new Set());
  // Each outcome is a message of its own, so a second cancel's takes the focus as the first's did.
  const [outcome, setOutcome] = useState<{ type: Outcome; count: number } | null>(null);
  const requests = loaded.filter((request) => !cancelled.has(request.id));

  const tell = (type: Outcome) => setOutcome((previous) => ({ type, count: (previous?.count ?? 0) + 1 }));
  const withId = (ids: ReadonlySet<number>, id: number) => new Set(ids).add(id);
  const withoutId = (ids: ReadonlySet<number>, id: number) => new Set([...ids].filter((other) => other !== id));

  const cancel = async (id: number) => {
    setCancelling((ids) => withId(ids, id));
    try {
      await cancelSearchRequest(api, id);
      setCancelled((ids) => withId(ids, id));
      tell('cancelled');
      reload();
    } catch (error) {
      reporter.report(error, { process: 'cancel-search-request' });
      tell('failed');
    } finally {
      setCancelling((ids) => withoutId(ids, id));
    }
  };

  if (requests.length === 0 && outcome === null) return null;
  return (
    <SectionFrame>
      {outcome && <OutcomeMessage key={outcome.count} outcome={outcome.type} />}
      {requests.length > 0 && (
        <PlainList gap={4}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              isCancelling={cancelling.has(request.id)}
              onCancel={() => void cancel(request.id)}
            />
          ))}
        </PlainList>
      )}
    </SectionFrame>
  );
}

interface RequestCardProps {
  request: SearchRequest;
  isCancelling: boolean;
  onCancel: () => void;
}

/**
 * One request, headed by its specialty (and its practitioner, when the search named one): the time
 * held for it, then what it asks for under the legends of the form on an appointment's page.
 */
function RequestCard({ request, isCancelling, onCancel }: RequestCardProps) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Card as="li" title={request.specialtyName} headingLevel={3}>
      {request.practitionerName !== null && <p>{request.practitionerName}</p>}
      {request.offer && (
        <Notice as="div" tone="info">
          <p>
            {intl.formatMessage(m.offerHeld, {
              dateTime: intl.formatMessage(detailMessages.dateTime, { date: formatDate(request.offer.heldUntil), time: formatTime(request.offer.heldUntil) }),
            })}
          </p>
          <p>
            {/* Taking the time is a reservation from the list the search was made on. */}
            <Link
              href={pagePaths.booking.reservation(lang, request.offer.appointmentId, `?${new URLSearchParams({ customerType: request.customerType }).toString()}`)}
            >
              {intl.formatMessage(m.seeOffer)}
            </Link>
          </p>
        </Notice>
      )}
      <DescriptionList>
        <WishTerms clinics={request.clinics} remote={request.remote} partsOfDay={request.partsOfDay} channels={request.channels} />
        <dt>{intl.formatMessage(m.notAfter)}</dt>
        <dd>{formatDate(request.notAfter)}</dd>
      </DescriptionList>
      <div className={styles['actions']}>
        <Button variant="secondary" onPress={onCancel} isPending={isCancelling}>
          {intl.formatMessage(earlierTimeMessages.cancelRequest)}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The outcome of cancelling. A cancelled request's card goes, and its button with it: the message
 * then takes the focus, so a keyboard user goes on from here.
 */
function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  const isError = outcome === 'failed';
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone={isError ? 'error' : 'success'} role={isError ? 'alert' : 'status'}>
        {intl.formatMessage(isError ? earlierTimeMessages.failed : m.cancelled)}
      </Notice>
    </div>
  );
}
