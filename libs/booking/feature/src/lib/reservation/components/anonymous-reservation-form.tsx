import { valibotResolver } from '@hookform/resolvers/valibot';
import { useBrand } from '@portal/shared/data-access';
import { pathIn, routeSegments, useLang } from '@portal/shared/i18n';
import { Button, Checkbox, Link, TextField } from '@portal/shared/ui';
import { normalizePhoneOnBlur } from '@portal/shared/util';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
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
import styles from './reservation.module.css';

type TextName = 'ssn' | 'firstName' | 'lastName' | 'phone' | 'emailAddress';

const textFields: { name: TextName; label: 'ssn' | 'firstName' | 'lastName' | 'phone' | 'email'; autoComplete: string; type?: string }[] = [
  { name: 'ssn', label: 'ssn', autoComplete: 'off' },
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'phone', label: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'emailAddress', label: 'email', autoComplete: 'email', type: 'email' },
];

export interface AnonymousReservationFormProps {
  bindingRequired: boolean;
  bindingHours: number;
  reserving: boolean;
  onSubmit: (values: AnonymousReservationFormValues) => void;
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
  const [phone, emailAddress] = useWatch({ control, name: ['phone', 'emailAddress'] });
  const warning = showsContactWarning({ phone, emailAddress }, formState.touchedFields);

  return (
    <form className={styles['form']} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {textFields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange, onBlur, name }, fieldState }) => (
            <TextField
              name={name}
              value={value}
              type={field.type}
              autoComplete={field.autoComplete}
              label={intl.formatMessage(formMessages[field.label])}
              isRequired
              onChange={onChange}
              onBlur={() => {
                if (name === 'phone') onChange(normalizePhoneOnBlur(value));
                onBlur();
              }}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      ))}
      {warning && (
        <p role="status" className={styles['message']}>
          {intl.formatMessage(formMessages.contactWarning)}
        </p>
      )}
      <Controller
        control={control}
        name="termsAccepted"
        render={({ field, fieldState }) => (
          <Checkbox
            name={field.name}
            isSelected={field.value}
            onChange={field.onChange}
            isInvalid={fieldState.error !== undefined}
            errorMessage={fieldState.error?.message}
            description={
              <Link href={pathIn(brand.termsLanguage ?? lang, [routeSegments.terms])} target="_blank">
                {intl.formatMessage(formMessages.termsLink)}
              </Link>
            }
          >
            {intl.formatMessage(formMessages.terms)}
          </Checkbox>
        )}
      />
      {bindingRequired && (
        <Controller
          control={control}
          name="bindingAccepted"
          render={({ field, fieldState }) => (
            <Checkbox
              name={field.name}
              isSelected={field.value}
              onChange={field.onChange}
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
            >
              {intl.formatMessage(formMessages.binding, { hours: bindingHours })}
            </Checkbox>
          )}
        />
      )}
      <p className={styles['actions']}>
        <Button type="submit" isPending={reserving}>
          {intl.formatMessage(reservationMessages.reserve)}
        </Button>
      </p>
    </form>
  );
}
