import type { EarlierTimeRequest, EarlierTimeState } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, DescriptionList, ErrorView, Link, Notice, PlaceholderRows, Stack, useFocusIfLost } from '@portal/shared/ui';
import type { BookingCustomerType } from '@portal/shared/util';
import { formatDate, formatTime } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelEarlierTime } from '../api/cancel-earlier-time';
import { useEarlierTime } from '../api/get-earlier-time';
import { saveEarlierTime } from '../api/save-earlier-time';
import { linkedPaths } from '../linked-paths';
import { detailMessages, earlierTimeMessages as m } from '../messages';
import styles from './appointment.module.css';
import { EarlierTimeForm } from './earlier-time-form';
import { WishTerms } from './values';

export interface EarlierTimeSectionProps {
  appointmentId: number;
  /** The booking's list: the held time's reservation page opens as from it. */
  bookedAs: BookingCustomerType;
  /** The booking's clinic, the form's first choice of place. */
  clinicId: string;
  isRemote: boolean;
}

/**
 * Offers of an earlier time for an upcoming booking: the time an offer holds for the patient, with
 * a link to take it; the open request, which the patient may cancel; or, where an earlier time can
 * still be asked for, the form that asks. Loads its own state; nothing is shown for a booking the
 * API does not know (404), nor for one that can no longer be moved and has no request.
 */
export function EarlierTimeSection(props: EarlierTimeSectionProps) {
  const intl = useIntl();
  const remote = useEarlierTime(props.appointmentId);
  if (remote.status === 'not-found') return null;
  if (remote.status === 'ready') return <EarlierTime {...props} loaded={remote.data} reload={remote.reload} />;
  return (
    <SectionFrame>
      {remote.status === 'loading' ? (
        <PlaceholderRows count={2} label={intl.formatMessage(m.loading)} />
      ) : (
        <ErrorView onRetry={remote.retry} headingLevel={3} />
      )}
    </SectionFrame>
  );
}

/**
 * The section with its heading, under the card's (h2). Unnamed, so no landmark: a page of several
 * appointments would otherwise have one 'Earlier time' region each.
 */
function SectionFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap={4}>
      <h3 className={styles['sectionHeading']}>
        {intl.formatMessage(m.title)}
      </h3>
      {children}
    </Stack>
  );
}

/** What the patient is told after an action of the section. */
type Outcome = 'saved' | 'cancelled' | 'not-available' | 'failed';

interface EarlierTimeProps extends EarlierTimeSectionProps {
  loaded: EarlierTimeState;
  reload: () => void;
}

function EarlierTime({ appointmentId, bookedAs, clinicId, isRemote, loaded, reload }: EarlierTimeProps) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  // The state the section's own calls answered, shown over the loaded one until that loads again.
  const [known, setKnown] = useState<{ over: EarlierTimeState; state: EarlierTimeState } | null>(null);
  const state = known?.over === loaded ? known.state : loaded;
  const [isFormOpen, setFormOpen] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'cancelling' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const openButtonRef = useRef<HTMLDivElement>(null);
  // Set when the form closes without sending: the button it replaced takes the focus back.
  const focusOpenButton = useRef(false);

  useEffect(() => {
    if (!focusOpenButton.current) return;
    focusOpenButton.current = false;
    openButtonRef.current?.querySelector('button')?.focus();
  });

  const save = async (request: EarlierTimeRequest) => {
    setBusy('saving');
    setOutcome(null);
    try {
      const answer = await saveEarlierTime(api, appointmentId, request);
      setKnown({ over: loaded, state: answer.type === 'saved' ? answer.state : { ...state, available: false } });
      setFormOpen(false);
      setOutcome(answer.type === 'saved' ? 'saved' : 'not-available');
    } catch (error) {
      reporter.report(error, { process: 'save-earlier-time' });
      setOutcome('failed');
    } finally {
      setBusy(null);
    }
  };

  const cancelRequest = async () => {
    setBusy('cancelling');
    setOutcome(null);
    try {
      await cancelEarlierTime(api, appointmentId);
      // The request has ended and any time held for it is let go; the state is read again for the rest.
      setKnown({ over: loaded, state: { ...state, request: null, offer: null } });
      setOutcome('cancelled');
      reload();
    } catch (error) {
      reporter.report(error, { process: 'cancel-earlier-time' });
      setOutcome('failed');
    } finally {
      setBusy(null);
    }
  };

  const openForm = () => {
    setOutcome(null);
    setFormOpen(true);
  };

  const closeForm = () => {
    setOutcome(null);
    setFormOpen(false);
    focusOpenButton.current = true;
  };

  if (!state.available && state.request === null && outcome === null) return null;
  return (
    <SectionFrame>
      {state.offer && (
        <Notice as="div" tone="info">
          <p>
            {intl.formatMessage(m.offerHeld, {
              dateTime: intl.formatMessage(detailMessages.dateTime, { date: formatDate(state.offer.heldUntil), time: formatTime(state.offer.heldUntil) }),
            })}
          </p>
          <p>
            <Link href={linkedPaths.heldEarlierTime(lang, state.offer.appointmentId, bookedAs, appointmentId)}>{intl.formatMessage(m.seeOffer)}</Link>
          </p>
        </Notice>
      )}
      {state.request ? (
        <RequestSummary
          request={state.request}
          choices={state.choices}
          isCancelling={busy === 'cancelling'}
          onCancel={() => void cancelRequest()}
        />
      ) : (
        state.available &&
        (isFormOpen ? (
          <EarlierTimeForm
            choices={state.choices}
            clinicId={clinicId}
            isRemote={isRemote}
            isSaving={busy === 'saving'}
            onSubmit={(request) => void save(request)}
            onClose={closeForm}
          />
        ) : (
          <div ref={openButtonRef} className={styles['actions']}>
            <Button variant="secondary" onPress={openForm}>
              {intl.formatMessage(m.open)}
            </Button>
          </div>
        ))
      )}
      {outcome && <OutcomeMessage key={outcome} outcome={outcome} />}
    </SectionFrame>
  );
}

interface RequestSummaryProps {
  request: NonNullable<EarlierTimeState['request']>;
  choices: EarlierTimeState['choices'];
  isCancelling: boolean;
  onCancel: () => void;
}

/** What the open request asks for, under the legends of the form that made it. */
function RequestSummary({ request, choices, isCancelling, onCancel }: RequestSummaryProps) {
  const intl = useIntl();
  // A clinic no longer among the choices is still named, by its id.
  const clinics = request.clinicIds.map((id) => choices.clinics.find((clinic) => clinic.id === id)?.name ?? id);
  return (
    <Stack gap={4}>
      <p>{intl.formatMessage(m.requested)}</p>
      <DescriptionList>
        <dt>{intl.formatMessage(m.whoseTimes)}</dt>
        <dd>
          {request.samePractitioner
            ? choices.practitionerName
            : intl.formatMessage(m.anyoneInSpecialty, { specialtyName: choices.specialtyName })}
        </dd>
        <WishTerms clinics={clinics} remote={request.remote} partsOfDay={request.partsOfDay} channels={request.channels} />
      </DescriptionList>
      <div className={styles['actions']}>
        <Button variant="secondary" onPress={onCancel} isPending={isCancelling}>
          {intl.formatMessage(m.cancelRequest)}
        </Button>
      </div>
    </Stack>
  );
}

const outcomeTexts = {
  saved: m.saved,
  cancelled: m.requestCancelled,
  'not-available': m.notAvailable,
  failed: m.failed,
} as const satisfies Record<Outcome, unknown>;

/**
 * The outcome of saving or cancelling. It takes the place of the control that had the focus (the
 * form, the cancel button), and then the focus too: a keyboard user goes on from here.
 */
function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  const isError = outcome === 'not-available' || outcome === 'failed';
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone={isError ? 'error' : 'success'} role={isError ? 'alert' : 'status'}>
        {intl.formatMessage(outcomeTexts[outcome])}
      </Notice>
    </div>
  );
}
