import { pagePaths } from '@portal/shared/util';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useBrand } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Checkbox, Link, Notice } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { anonymousFields, ContactFields } from '../../contact/contact-fields';
import type {
  AnonymousReservationFormInput,
  AnonymousReservationFormValues,
} from '../forms/anonymous-reservation-form-schema';
import {
  anonymousReservationFormSchema,
  emptyAnonymousReservationForm,
  showsContactWarning,
} from '../forms/anonymous-reservation-form-schema';
import { reservationFormMessages } from '../forms/form-messages';
import { formMessages, reservationMessages } from '../messages';
import { isReserveEnabled } from '../state/reserve-button';
import styles from './reservation.module.css';

export interface AnonymousReservationFormProps {
  bindingRequired: boolean;
  bindingHours: number;
  reserving: boolean;
  onSubmit: (values: AnonymousReservationFormValues) => void;
}

interface TickBoxProps {
  control: Control<AnonymousReservationFormInput, unknown, AnonymousReservationFormValues>;
  name: 'termsAccepted' | 'bindingAccepted' | 'allowsBookingSms';
  description?: ReactNode;
  children: ReactNode;
}

/** A box of the form (the patient must tick the terms), showing the schema's error under it. */
function TickBox({ control, name, description, children }: TickBoxProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      name={field.name}
      isSelected={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.error !== undefined}
      errorMessage={fieldState.error?.message}
      description={description}
    >
      {children}
    </Checkbox>
  );
}

/** The anonymous reservation form (booking doc section 5, "Anonymous reservation form"). */
export function AnonymousReservationForm({ bindingRequired, bindingHours, reserving, onSubmit }: AnonymousReservationFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const schema = useMemo(() => anonymousReservationFormSchema(reservationFormMessages(intl), bindingRequired), [intl, bindingRequired]);
  const { control, handleSubmit, formState } = useForm<AnonymousReservationFormInput, unknown, AnonymousReservationFormValues>({
    resolver: valibotResolver(schema),
    defaultValues: emptyAnonymousReservationForm,
    mode: 'onTouched',
  });
  const [phone, emailAddress, bindingAccepted] = useWatch({ control, name: ['phone', 'emailAddress', 'bindingAccepted'] });
  const warning = showsContactWarning({ phone, emailAddress }, formState.touchedFields);
  const reasonId = useId();
  // Section 5: enabled only when every field is valid. formState.isValid is the whole schema's
  // answer; the binding box is asked again by name, as the box can appear after the last change.
  const enabled = isReserveEnabled({
    contactValid: formState.isValid,
    bindingRequired,
    bindingAccepted,
    unsavedContactEdits: false,
    reserving,
  });

  return (
    <form className={styles['form']} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <ContactFields control={control} fields={anonymousFields} />
      {warning && (
        <Notice tone="warning" role="status">
          {intl.formatMessage(formMessages.contactWarning)}
        </Notice>
      )}
      <TickBox
        control={control}
        name="termsAccepted"
        description={
          <Link href={pagePaths.info.terms(brand.termsLanguage ?? lang)} target="_blank">
            {intl.formatMessage(formMessages.termsLink)}
          </Link>
        }
      >
        {intl.formatMessage(formMessages.terms)}
      </TickBox>
      <TickBox control={control} name="allowsBookingSms">
        {intl.formatMessage(formMessages.bookingSms)}
      </TickBox>
      {bindingRequired && (
        <TickBox control={control} name="bindingAccepted">
          {intl.formatMessage(formMessages.binding, { hours: bindingHours })}
        </TickBox>
      )}
      <p className={styles['actions']}>
        <Button
          type="submit"
          isPending={reserving}
          isDisabled={!enabled && !reserving}
          aria-describedby={!enabled && !reserving ? reasonId : undefined}
        >
          {intl.formatMessage(reservationMessages.reserve)}
        </Button>
      </p>
      {!enabled && !reserving && <p id={reasonId}>{intl.formatMessage(formMessages.incompleteForm)}</p>}
    </form>
  );
}
