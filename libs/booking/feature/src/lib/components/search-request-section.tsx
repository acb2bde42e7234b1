import type { BookingFiltersResponse, CustomerType, EarlierTimeChannel, SearchRequest, SearchRequestCustomerType } from '@portal/booking/contracts';
import { MAX_SEARCH_REQUESTS, REMOTE_SPECIALTY_IDS, earlierTimeChannels, earlierTimePartsOfDay, searchRequestCustomerTypes } from '@portal/booking/contracts';
import { isApiError, useApiClient, useErrorReporter, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, ChoiceGroup, Link, Notice, Select, Stack, useFocusIfLost } from '@portal/shared/ui';
import { addCalendarDays, helsinkiDateString, pagePaths } from '@portal/shared/util';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { saveSearchRequest } from '../api/save-search-request';
import { searchRequestMessages as m } from '../messages';
import type { SearchFilters } from '../search/search-filters';
import styles from './appointment-list.module.css';

/** What a request asks for from the search alone; the form adds how to tell and how far ahead. */
type SearchRequestDraft = Omit<SearchRequest, 'channels' | 'notAfter' | 'language'>;

const isRequestCustomerType = (customerType: CustomerType): customerType is SearchRequestCustomerType =>
  (searchRequestCustomerTypes as readonly string[]).includes(customerType);

const remoteSpecialties: ReadonlySet<string> = new Set(REMOTE_SPECIALTY_IDS);

/**
 * The request a search makes, or null when it can make none: a list a request may book from, and
 * one specialty, named by the search or, for a search of one practitioner, that practitioner's
 * first. The clinics are those the search chose (not a remote clinic, as remote times are a choice
 * of their own, nor one the reference data does not know), or with none chosen every clinic of the
 * brand, of which the API keeps those where the specialty is seen; remote times too, for a specialty that has them, when the search
 * includes them or chose no clinic. A request needs a clinic or remote times.
 */
function searchRequestDraft(customerType: CustomerType, filters: SearchFilters, options: BookingFiltersResponse): SearchRequestDraft | null {
  if (!isRequestCustomerType(customerType)) return null;
  const practitionerId = filters.practitionerIds.length === 1 ? (filters.practitionerIds[0] ?? null) : null;
  const specialtyId =
    filters.specialtyIds.length === 1
      ? filters.specialtyIds[0]
      : filters.specialtyIds.length === 0 && practitionerId !== null
        ? options.practitioners.find((practitioner) => practitioner.id === practitionerId)?.specialtyIds[0]
        : undefined;
  if (specialtyId === undefined) return null;

  const physicalClinicIds = options.clinics.filter((clinic) => !clinic.isRemote).map((clinic) => clinic.id);
  const hasChosen = filters.clinicIds.length > 0;
  // With none chosen, every clinic of the brand: the API keeps those where the specialty is seen
  // (the reference data knows only the practitioners who have free times, and here none has).
  const clinicIds = hasChosen ? [...new Set(filters.clinicIds)].filter((id) => physicalClinicIds.includes(id)) : physicalClinicIds;
  const remote = remoteSpecialties.has(specialtyId) && (filters.includeRemote || !hasChosen);
  if (clinicIds.length === 0 && !remote) return null;
  return {
    customerType,
    specialtyId,
    practitionerId,
    clinicIds,
    remote,
    partsOfDay: filters.timeOfDay === 'all' ? [...earlierTimePartsOfDay] : [filters.timeOfDay],
  };
}

export interface SearchRequestSectionProps {
  customerType: CustomerType;
  /** The filters of the search that found nothing. */
  filters: SearchFilters;
  /** The list's reference data: the practitioners' specialties and clinics. */
  options: BookingFiltersResponse;
}

/**
 * Under a search that found nothing: a signed-in patient may ask to be told when a time that suits
 * it becomes free (the time is then held for them for a while). Nothing is shown to a visitor who
 * is not signed in, nor for a search that can make no request (searchRequestDraft).
 */
export function SearchRequestSection({ customerType, filters, options }: SearchRequestSectionProps) {
  const session = useSession();
  const draft = searchRequestDraft(customerType, filters, options);
  if (session === null || draft === null) return null;
  return <SearchRequestPart draft={draft} />;
}

/** How many weeks ahead an offered time may be, the form's choices. */
const weekChoices = [1, 2, 4, 8] as const;
const DEFAULT_WEEKS = 4;

const channelMessages: Record<EarlierTimeChannel, MessageDescriptor> = { email: m.email, sms: m.sms };

/** `values` with `value` in or out, in the order of `all`: the request names each choice once, in a stable order. */
function toggled<T>(all: readonly T[], values: readonly T[], value: T, isOn: boolean): T[] {
  return all.filter((option) => (option === value ? isOn : values.includes(option)));
}

/** What the patient is told after sending: saving and a list without requests end the form. */
type Outcome = 'saved' | 'not-available' | 'too-many' | 'no-phone' | 'failed';

/** The API's answer to text messages asked for without a phone number on record (the page cannot know the number). */
const isNoPhoneNumber = (error: unknown) => isApiError(error) && error.kind === 'validation' && error.details.some((detail) => detail.path === 'channels');

function SearchRequestPart({ draft }: { draft: SearchRequestDraft }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [channels, setChannels] = useState<EarlierTimeChannel[]>(['email']);
  const [weeks, setWeeks] = useState<number>(DEFAULT_WEEKS);
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The error shows from the first failed send on, and goes once a way is chosen.
  const [showErrors, setShowErrors] = useState(false);
  // Set by a failed send: the first checkbox takes the focus once the error is rendered.
  const focusError = useRef(false);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  });

  const send = async (request: SearchRequest) => {
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await saveSearchRequest(api, request);
      setOutcome(answer.type === 'saved' ? 'saved' : answer.type === 'notAvailable' ? 'not-available' : 'too-many');
    } catch (error) {
      if (request.channels.includes('sms') && isNoPhoneNumber(error)) {
        setOutcome('no-phone');
        return;
      }
      reporter.report(error, { process: 'save-search-request' });
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (channels.length === 0) {
      setShowErrors(true);
      focusError.current = true;
      return;
    }
    // From today as the patient sends, in Helsinki: the page may have been open since yesterday.
    const notAfter = addCalendarDays(helsinkiDateString(Date.now()), weeks * 7);
    void send({ ...draft, channels, notAfter, language: lang });
  };

  const isDone = outcome === 'saved' || outcome === 'not-available';
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId} className={styles['searchRequest']}>
      <h2 id={headingId}>{intl.formatMessage(m.title)}</h2>
      {!isDone && (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <Stack as="form" ref={formRef} gap={5} noValidate onSubmit={submit}>
            <ChoiceGroup
              kind="checkbox"
              legend={intl.formatMessage(m.channels)}
              isRequired
              isDisabled={isSaving}
              error={showErrors && channels.length === 0 ? intl.formatMessage(m.channelsRequired) : undefined}
              choices={earlierTimeChannels.map((channel) => ({
                key: channel,
                label: intl.formatMessage(channelMessages[channel]),
                checked: channels.includes(channel),
                onToggle: (checked: boolean) => setChannels((current) => toggled(earlierTimeChannels, current, channel, checked)),
              }))}
            />
            <Select
              label={intl.formatMessage(m.notAfter)}
              options={weekChoices.map((count) => ({ id: String(count), label: intl.formatMessage(m.withinWeeks, { weeks: count }) }))}
              value={String(weeks)}
              onChange={(value) => setWeeks(Number(value ?? DEFAULT_WEEKS))}
              isDisabled={isSaving}
            />
            <div>
              <Button type="submit" isPending={isSaving}>
                {intl.formatMessage(m.submit)}
              </Button>
            </div>
          </Stack>
        </>
      )}
      {outcome && <OutcomeMessage key={outcome} outcome={outcome} />}
    </Stack>
  );
}

/** The outcomes' texts but too-many's, which names the most requests a patient may have. */
const outcomeTexts = {
  saved: m.saved,
  'not-available': m.notAvailable,
  'no-phone': m.noPhoneNumber,
  failed: m.failed,
} as const satisfies Record<Exclude<Outcome, 'too-many'>, unknown>;

/**
 * The outcome of sending. Saved, it takes the place of the form, and then the focus too: a
 * keyboard user goes on from here. Where the requests are to be seen or cancelled, it links to
 * the appointments page.
 */
function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  const isError = outcome !== 'saved';
  const text =
    outcome === 'too-many' ? intl.formatMessage(m.tooManyRequests, { max: MAX_SEARCH_REQUESTS }) : intl.formatMessage(outcomeTexts[outcome]);
  const hasLink = outcome === 'saved' || outcome === 'too-many';
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice as="div" tone={isError ? 'error' : 'success'} role={isError ? 'alert' : 'status'}>
        <p>{text}</p>
        {hasLink && (
          <p>
            <Link href={pagePaths.appointments.list(lang)}>{intl.formatMessage(m.appointmentsLink)}</Link>
          </p>
        )}
        {outcome === 'no-phone' && (
          <p>
            <Link href={pagePaths.account.myInformation(lang)}>{intl.formatMessage(m.myInformationLink)}</Link>
          </p>
        )}
      </Notice>
    </div>
  );
}
