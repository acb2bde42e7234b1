import type { EarlierTimeChannel, EarlierTimePartOfDay, EarlierTimeRequest, EarlierTimeState } from '@portal/booking/contracts';
import { EarlierTimeRequestSchema, earlierTimeChannels, earlierTimePartsOfDay } from '@portal/booking/contracts';
import { useLang } from '@portal/shared/i18n';
import { Button, ChoiceGroup, Stack } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { channelMessages, earlierTimeMessages as m, partOfDayMessages } from '../messages';
import styles from './appointment.module.css';

/**
 * The fields of the request the API's schema finds wrong (by dot path; null for the request as a
 * whole): with the form's choices only an empty group can be, so each field has one error text.
 */
function problemsOf(request: EarlierTimeRequest): ReadonlySet<string | null> {
  return new Set(v.safeParse(EarlierTimeRequestSchema, request).issues?.map((issue) => v.getDotPath(issue)) ?? []);
}

/** `values` with `value` in or out, in the order of `all`: the request names each choice once, in a stable order. */
function toggled<T>(all: readonly T[], values: readonly T[], value: T, isOn: boolean): T[] {
  return all.filter((option) => (option === value ? isOn : values.includes(option)));
}

export interface EarlierTimeFormProps {
  choices: EarlierTimeState['choices'];
  /** The booking's clinic, ticked at first where the clinics have it. */
  clinicId: string;
  /** A remote booking has remote appointments ticked at first, where its specialty has them. */
  isRemote: boolean;
  isSaving: boolean;
  /** Called with a request the API's schema accepts only; otherwise the errors show. */
  onSubmit: (request: EarlierTimeRequest) => void;
  onClose: () => void;
}

/**
 * The request for an earlier time: whose times, where, when, and how the offer is told. It opens
 * when the patient presses the button it replaces, so the focus goes on to its first choice. A
 * send with an empty group shows each group's error and takes the focus to the first of them.
 */
export function EarlierTimeForm({ choices, clinicId, isRemote, isSaving, onSubmit, onClose }: EarlierTimeFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [samePractitioner, setSamePractitioner] = useState(true);
  const [clinicIds, setClinicIds] = useState<string[]>(() => (choices.clinics.some((clinic) => clinic.id === clinicId) ? [clinicId] : []));
  const [remote, setRemote] = useState(isRemote && choices.remote);
  const [partsOfDay, setPartsOfDay] = useState<EarlierTimePartOfDay[]>([...earlierTimePartsOfDay]);
  const [channels, setChannels] = useState<EarlierTimeChannel[]>(['email']);
  // The errors show from the first failed send on and follow the choices as they are corrected.
  const [showErrors, setShowErrors] = useState(false);
  // Set by a failed send: the first invalid group takes the focus once its error is rendered.
  const focusError = useRef(false);

  const request: EarlierTimeRequest = { samePractitioner, clinicIds, remote, partsOfDay, channels, language: lang };
  const problems = problemsOf(request);
  const errorOf = (field: keyof EarlierTimeRequest, message: MessageDescriptor) =>
    showErrors && problems.has(field) ? intl.formatMessage(message) : undefined;

  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (problems.size > 0) {
      setShowErrors(true);
      focusError.current = true;
      return;
    }
    onSubmit(request);
  };

  const clinicOrder = choices.clinics.map((clinic) => clinic.id);
  const channelChoices = earlierTimeChannels.filter((channel) => channel !== 'sms' || choices.sms);

  return (
    <Stack as="form" ref={formRef} gap={5} noValidate onSubmit={submit}>
      <ChoiceGroup
        kind="radio"
        legend={intl.formatMessage(m.whoseTimes)}
        isDisabled={isSaving}
        choices={[true, false].map((same) => ({
          key: same ? 'same' : 'anyone',
          label: same
            ? intl.formatMessage(m.onlyPractitioner, { practitionerName: choices.practitionerName })
            : intl.formatMessage(m.anyoneInSpecialty, { specialtyName: choices.specialtyName }),
          checked: samePractitioner === same,
          onToggle: (checked: boolean) => {
            if (checked) setSamePractitioner(same);
          },
        }))}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={intl.formatMessage(m.clinics)}
        isRequired
        isDisabled={isSaving}
        error={errorOf('clinicIds', m.clinicsRequired)}
        choices={[
          ...choices.clinics.map((clinic) => ({
            key: clinic.id,
            label: clinic.name,
            checked: clinicIds.includes(clinic.id),
            onToggle: (checked: boolean) => setClinicIds((ids) => toggled(clinicOrder, ids, clinic.id, checked)),
          })),
          // Clinic ids are upper case, so this key is no clinic's.
          ...(choices.remote ? [{ key: 'remote', label: intl.formatMessage(m.remote), checked: remote, onToggle: setRemote }] : []),
        ]}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={intl.formatMessage(m.partsOfDay)}
        isRequired
        isDisabled={isSaving}
        error={errorOf('partsOfDay', m.partsOfDayRequired)}
        choices={earlierTimePartsOfDay.map((part) => ({
          key: part,
          label: intl.formatMessage(partOfDayMessages[part]),
          checked: partsOfDay.includes(part),
          onToggle: (checked: boolean) => setPartsOfDay((parts) => toggled(earlierTimePartsOfDay, parts, part, checked)),
        }))}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={intl.formatMessage(m.channels)}
        isRequired
        isDisabled={isSaving}
        error={errorOf('channels', m.channelsRequired)}
        choices={channelChoices.map((channel) => ({
          key: channel,
          label: intl.formatMessage(channelMessages[channel]),
          checked: channels.includes(channel),
          onToggle: (checked: boolean) => setChannels((current) => toggled(earlierTimeChannels, current, channel, checked)),
        }))}
      />
      <div className={styles['actions']}>
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
    </Stack>
  );
}
