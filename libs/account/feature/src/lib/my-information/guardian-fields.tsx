import type { MyInformationForm, MyInformationFormInput } from '@portal/account/contracts';
import { Button, Checkbox } from '@portal/shared/ui';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from './form-text-field';
import { guardianMessages } from './messages';
import styles from './my-information.module.css';

export interface GuardianFieldsProps {
  index: number;
  /** Shown for an added guardian only: the first cannot be removed (account doc section 5). */
  onRemove?: () => void;
}

/** The id of a guardian's first field, where focus goes when the guardian is added. */
export function guardianNameId(index: number): string {
  return `guardian-${index + 1}-name`;
}

/** One guardian's contact details; the address is asked only when it is not the child's. */
export function GuardianFields({ index, onRemove }: GuardianFieldsProps) {
  const intl = useIntl();
  const { control, clearErrors } = useFormContext<MyInformationFormInput, unknown, MyInformationForm>();
  const number = index + 1;
  const prefix = `guardians.${index}` as const;
  const sameAddress = useController({ control, name: `${prefix}.isGuardianHasSameAddress` });
  const livesWithChild = useWatch({ control, name: `${prefix}.isGuardianHasSameAddress` });
  return (
    <fieldset className={styles['guardian']}>
      <legend>{intl.formatMessage(guardianMessages.legend, { number })}</legend>
      <FormTextField control={control} name={`${prefix}.name`} id={guardianNameId(index)} label={intl.formatMessage(guardianMessages.name)} autoComplete="off" />
      <FormTextField control={control} name={`${prefix}.phone`} type="tel" label={intl.formatMessage(guardianMessages.phone)} autoComplete="off" />
      <FormTextField
        control={control}
        name={`${prefix}.emailAddress`}
        type="email"
        label={intl.formatMessage(guardianMessages.emailAddress)}
        autoComplete="off"
        isRequired={false}
      />
      <Checkbox
        name={sameAddress.field.name}
        isSelected={sameAddress.field.value === true}
        onChange={(selected) => {
          sameAddress.field.onChange(selected);
          // The hidden address no longer counts, nor do its errors.
          if (selected) clearErrors([`${prefix}.streetAddress`, `${prefix}.zipCode`, `${prefix}.postOffice`]);
        }}
        onBlur={sameAddress.field.onBlur}
      >
        {intl.formatMessage(guardianMessages.sameAddress)}
      </Checkbox>
      {!livesWithChild && (
        <>
          <FormTextField control={control} name={`${prefix}.streetAddress`} label={intl.formatMessage(guardianMessages.streetAddress)} autoComplete="off" />
          <FormTextField control={control} name={`${prefix}.zipCode`} label={intl.formatMessage(guardianMessages.zipCode)} autoComplete="off" />
          <FormTextField control={control} name={`${prefix}.postOffice`} label={intl.formatMessage(guardianMessages.postOffice)} autoComplete="off" />
        </>
      )}
      {onRemove && (
        <p className={styles['actions']}>
          <Button variant="secondary" onPress={onRemove}>
            {intl.formatMessage(guardianMessages.remove, { number })}
          </Button>
        </p>
      )}
    </fieldset>
  );
}
