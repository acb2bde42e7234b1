import { valibotResolver } from '@hookform/resolvers/valibot';
import type { GuardianContact, MyInformation, MyInformationForm, MyInformationFormInput } from '@portal/account/contracts';
import { MAX_GUARDIANS, createMyInformationFormSchema } from '@portal/account/contracts';
import { Button, Notice, Select, TextField } from '@portal/shared/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { FormProvider, useController, useFieldArray, useForm, useFormState } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { myInformationFormMessages } from './form-messages';
import { FormTextField } from './form-text-field';
import { GuardianFields, guardianNameId } from './guardian-fields';
import { contactMessages, guardianMessages, pageMessages } from './messages';
import styles from './my-information.module.css';

type GuardianInput = MyInformationFormInput['guardians'][number];
export type ContactFormApi = UseFormReturn<MyInformationFormInput, unknown, MyInformationForm>;

/** A new guardian: most live with the child, so the address starts hidden. */
const emptyGuardian: GuardianInput = {
  name: '',
  phone: '',
  emailAddress: '',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};

function guardianValues(guardian: GuardianContact): GuardianInput {
  return {
    name: guardian.name,
    phone: guardian.phone,
    emailAddress: guardian.emailAddress ?? '',
    isGuardianHasSameAddress: guardian.isGuardianHasSameAddress,
    streetAddress: guardian.streetAddress ?? '',
    zipCode: guardian.zipCode ?? '',
    postOffice: guardian.postOffice ?? '',
  };
}

function defaultValuesOf(information: MyInformation, asksGuardians: boolean): MyInformationFormInput {
  const guardians = information.guardians.map(guardianValues);
  return {
    emailAddress: information.email ?? '',
    phoneNumber: information.phoneNumber ?? '',
    language: information.language,
    streetAddress: information.postalAddress?.street ?? '',
    zipCode: information.postalAddress?.postalCode ?? '',
    postOffice: information.postalAddress?.postOffice ?? '',
    // The first guardian's form is always there in the children's brand: it cannot be removed.
    guardians: asksGuardians ? (guardians.length > 0 ? guardians : [emptyGuardian]) : [],
  };
}

/**
 * The form's state, kept by the page above the tabs so that edits survive switching tabs (a
 * tab's content is not rendered while another tab is shown).
 */
export function useContactForm(information: MyInformation, asksGuardians: boolean): ContactFormApi {
  const intl = useIntl();
  const schema = useMemo(() => createMyInformationFormSchema(myInformationFormMessages(intl)), [intl]);
  return useForm<MyInformationFormInput, unknown, MyInformationForm>({
    resolver: valibotResolver(schema),
    defaultValues: defaultValuesOf(information, asksGuardians),
    mode: 'onTouched',
    // Every rule runs, not only the first of a pipe: a guardian's address rules follow the
    // guardian's other fields, and would otherwise wait until those are valid.
    criteriaMode: 'all',
    // Focus goes to the error summary instead, which names every field to check.
    shouldFocusError: false,
  });
}

const contactFields = ['emailAddress', 'phoneNumber', 'streetAddress', 'zipCode', 'postOffice', 'language'] as const;
const guardianFields = ['name', 'phone', 'emailAddress', 'streetAddress', 'zipCode', 'postOffice'] as const;

/** The names of the fields with an error, in the order they are shown. */
export function invalidFieldNames(errors: FieldErrors<MyInformationFormInput>, guardianCount: number, intl: IntlShape): string[] {
  const names = contactFields.filter((field) => errors[field]).map((field) => intl.formatMessage(contactMessages[field]));
  for (let index = 0; index < guardianCount; index++) {
    const guardian = errors.guardians?.[index];
    for (const field of guardianFields) {
      if (guardian?.[field]) {
        names.push(
          intl.formatMessage(guardianMessages.fieldName, { number: index + 1, field: intl.formatMessage(guardianMessages[field]) }),
        );
      }
    }
  }
  if (errors.guardians?.root ?? errors.guardians?.message) names.push(intl.formatMessage(guardianMessages.heading));
  return names;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface ContactFormProps {
  form: ContactFormApi;
  information: MyInformation;
  /** Guardians are kept in the children's brand only. */
  asksGuardians: boolean;
  /** The save button's text, which tells where saving leads. */
  saveLabel: string;
  status: SaveStatus;
  onSubmit: (values: MyInformationForm) => void;
}

/**
 * The contact details and, in the children's brand, up to two guardians (account doc sections 3
 * and 5). Any field error blocks saving and names the fields to check, with focus on that list.
 */
export function ContactForm({ form, information, asksGuardians, saveLabel, status, onSubmit }: ContactFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const guardiansHeadingId = useId();
  const { control, handleSubmit } = form;
  // Subscribed here: the form lives in the page, whose own formState does not follow the errors.
  const { errors } = useFormState({ control });
  const guardians = useFieldArray({ control, name: 'guardians' });
  const language = useController({ control, name: 'language' });
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Where focus goes once the render it waits for is done: the error summary after a failed save,
  // an added guardian's first field, or the guardians' heading after a removal.
  const focusTarget = useRef<{ guardianAdded: number } | 'guardians' | 'summary' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const guardiansHeadingRef = useRef<HTMLHeadingElement>(null);

  // The list shows from the first failed save on and follows the fields as they are corrected.
  const invalid = failedSubmits > 0 ? invalidFieldNames(errors, guardians.fields.length, intl) : [];
  const hasSummary = invalid.length > 0;

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    if (target === 'summary') {
      // The errors may arrive a render after the failed save.
      if (!hasSummary) return;
      summaryRef.current?.focus();
    } else if (target === 'guardians') {
      guardiansHeadingRef.current?.focus();
    } else {
      document.getElementById(guardianNameId(target.guardianAdded))?.focus();
    }
    focusTarget.current = null;
  });

  const languageOptions = [
    { id: 'fi', label: intl.formatMessage(contactMessages.languageFi) },
    { id: 'sv', label: intl.formatMessage(contactMessages.languageSv) },
    { id: 'en', label: intl.formatMessage(contactMessages.languageOther) },
  ];

  return (
    <FormProvider {...form}>
      <form
        className={styles['form']}
        noValidate
        onSubmit={(event) => {
          if (status === 'saving') {
            event.preventDefault();
            return;
          }
          void handleSubmit(onSubmit, () => {
            focusTarget.current = 'summary';
            setFailedSubmits((n) => n + 1);
          })(event);
        }}
      >
        <section className={styles['section']} aria-labelledby={headingId}>
          <h2 id={headingId}>{intl.formatMessage(contactMessages.heading)}</h2>
          <TextField
            label={intl.formatMessage(contactMessages.firstName)}
            value={information.firstName}
            description={intl.formatMessage(contactMessages.namesReadOnly)}
            isReadOnly
          />
          <TextField label={intl.formatMessage(contactMessages.lastName)} value={information.lastName} isReadOnly />
          <FormTextField control={control} name="emailAddress" type="email" autoComplete="email" label={intl.formatMessage(contactMessages.emailAddress)} />
          <FormTextField
            control={control}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            label={intl.formatMessage(contactMessages.phoneNumber)}
            description={intl.formatMessage(contactMessages.phoneHint)}
          />
          <FormTextField control={control} name="streetAddress" autoComplete="street-address" label={intl.formatMessage(contactMessages.streetAddress)} />
          <FormTextField control={control} name="zipCode" autoComplete="postal-code" label={intl.formatMessage(contactMessages.zipCode)} />
          <FormTextField control={control} name="postOffice" autoComplete="address-level2" label={intl.formatMessage(contactMessages.postOffice)} />
          <Select
            name={language.field.name}
            label={intl.formatMessage(contactMessages.language)}
            options={languageOptions}
            value={language.field.value}
            onChange={(value) => language.field.onChange(value ?? '')}
            onBlur={language.field.onBlur}
            errorMessage={language.fieldState.error?.message}
            isRequired
          />
        </section>

        {asksGuardians && (
          <section className={styles['section']} aria-labelledby={guardiansHeadingId}>
            <h2 id={guardiansHeadingId} ref={guardiansHeadingRef} tabIndex={-1}>
              {intl.formatMessage(guardianMessages.heading)}
            </h2>
            <p>{intl.formatMessage(guardianMessages.intro)}</p>
            {guardians.fields.map((guardian, index) => (
              <GuardianFields
                key={guardian.id}
                index={index}
                onRemove={
                  index === 0
                    ? undefined
                    : () => {
                        focusTarget.current = 'guardians';
                        guardians.remove(index);
                      }
                }
              />
            ))}
            {guardians.fields.length < MAX_GUARDIANS && (
              <p className={styles['actions']}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    focusTarget.current = { guardianAdded: guardians.fields.length };
                    guardians.append(emptyGuardian, { shouldFocus: false });
                  }}
                >
                  {intl.formatMessage(guardianMessages.add)}
                </Button>
              </p>
            )}
          </section>
        )}

        {hasSummary && (
          <div ref={summaryRef} tabIndex={-1} className={styles['summary']}>
            <Notice tone="error" role="alert">
              {intl.formatMessage(pageMessages.checkFields, { fields: intl.formatList(invalid, { type: 'conjunction' }) })}
            </Notice>
          </div>
        )}
        {status === 'saved' && (
          <Notice tone="success" role="status">
            {intl.formatMessage(pageMessages.saved)}
          </Notice>
        )}
        {status === 'failed' && (
          <Notice tone="error" role="alert">
            {intl.formatMessage(pageMessages.saveFailed)}
          </Notice>
        )}
        <p className={styles['actions']}>
          <Button type="submit" isPending={status === 'saving'}>
            {saveLabel}
          </Button>
        </p>
      </form>
    </FormProvider>
  );
}
