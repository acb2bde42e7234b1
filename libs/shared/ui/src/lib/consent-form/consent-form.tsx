import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Link } from '../link/link';
import { Notice } from '../notice/notice';
import { consentFormMessages as messages } from './consent-form-messages';
import styles from './consent-form.module.css';

/**
 * The permits of the patient data consent, field for field `ConsentFlags` of
 * `@portal/shared/contracts` (the ui library may not import contracts).
 */
export interface ConsentChoices {
  allowsCommonRegistry: boolean;
  /** Asked in the general brand only. */
  allowsViewingOccupationalInformation: boolean;
  allowsMarketingMail: boolean;
  allowsTreatmentInstructionsMail: boolean;
  allowsBookingSms: boolean;
}

/** What the form submits, field for field `ConsentRequest` of `@portal/shared/contracts`. */
export interface ConsentFormValues extends Omit<ConsentChoices, 'allowsViewingOccupationalInformation'> {
  /** Left out when the form does not ask it. */
  allowsViewingOccupationalInformation?: boolean;
  privacyPolicyRead: boolean;
}

/** Where the page's save stands: saved shows a confirmation, failed an error and lets the patient try again. */
export type ConsentFormStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface ConsentFormProps {
  /** The choices on record, where the form starts rather than overwriting them with nothing; null when there are none. */
  initial: ConsentChoices | null;
  /** The occupational-information consent is asked in the general brand only. */
  asksOccupational: boolean;
  /** No consent on record yet: the privacy policy must be acknowledged before saving. */
  policyRequired: boolean;
  /** The privacy policy, linked above its acknowledgement and opened in a new tab. */
  privacyPolicyHref?: string;
  saveLabel: string;
  status: ConsentFormStatus;
  onSubmit: (values: ConsentFormValues) => void;
  /** The heading that names the form. */
  'aria-labelledby'?: string;
}

type Permit = keyof ConsentChoices;

const permitLabels = {
  allowsCommonRegistry: messages.commonRegistry,
  allowsViewingOccupationalInformation: messages.occupational,
  allowsMarketingMail: messages.marketingMail,
  allowsTreatmentInstructionsMail: messages.treatmentInstructions,
  allowsBookingSms: messages.bookingSms,
} as const satisfies Record<Permit, unknown>;

const nothingAllowed: ConsentChoices = {
  allowsCommonRegistry: false,
  allowsViewingOccupationalInformation: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: false,
  allowsBookingSms: false,
};

/**
 * The patient data consent form (account doc sections 3 to 5, booking doc section 7): the permits
 * and the privacy-policy acknowledgement. The submit button is disabled until the privacy policy is
 * acknowledged (when no consent is on record) and after one submit; a failed save lets the patient
 * try again, and changing a choice after a save lets them save again.
 */
export function ConsentForm({
  initial,
  asksOccupational,
  policyRequired,
  privacyPolicyHref,
  saveLabel,
  status,
  onSubmit,
  'aria-labelledby': labelledBy,
}: ConsentFormProps) {
  const intl = useIntl();
  const policyHintId = useId();
  const [choices, setChoices] = useState<ConsentChoices>(initial ?? nothingAllowed);
  const [policyRead, setPolicyRead] = useState(false);
  // Ours rather than the page's status alone, so the second click of a double click finds it disabled.
  const [submitted, setSubmitted] = useState(false);
  const shown = (Object.keys(permitLabels) as Permit[]).filter(
    (permit) => asksOccupational || permit !== 'allowsViewingOccupationalInformation',
  );
  const waitsForPolicy = policyRequired && !policyRead;
  const isDisabled = waitsForPolicy || (submitted && status !== 'failed');

  const change = (update: () => void) => {
    update();
    if (status !== 'saving') setSubmitted(false);
  };

  return (
    <form
      className={styles['form']}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isDisabled || status === 'saving') return;
        setSubmitted(true);
        const { allowsViewingOccupationalInformation, ...rest } = choices;
        onSubmit({ ...rest, ...(asksOccupational ? { allowsViewingOccupationalInformation } : {}), privacyPolicyRead: policyRead });
      }}
    >
      <p>{intl.formatMessage(messages.intro)}</p>
      <fieldset className={styles['permits']}>
        <legend>{intl.formatMessage(messages.permitsLegend)}</legend>
        {shown.map((permit) => (
          <Checkbox
            key={permit}
            isSelected={choices[permit]}
            onChange={(value) => change(() => setChoices({ ...choices, [permit]: value }))}
          >
            {intl.formatMessage(permitLabels[permit])}
          </Checkbox>
        ))}
      </fieldset>
      {privacyPolicyHref !== undefined && (
        <p>
          <Link href={privacyPolicyHref} target="_blank">
            {intl.formatMessage(messages.privacyPolicyLink)}
          </Link>
        </p>
      )}
      <Checkbox
        isSelected={policyRead}
        onChange={(value) => change(() => setPolicyRead(value))}
        isRequired={policyRequired}
        description={
          waitsForPolicy ? <span id={policyHintId}>{intl.formatMessage(messages.privacyPolicyRequired)}</span> : undefined
        }
      >
        {intl.formatMessage(messages.privacyPolicyRead)}
      </Checkbox>
      {status === 'saved' && (
        <Notice tone="success" role="status">
          {intl.formatMessage(messages.saved)}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(messages.saveFailed)}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button
          type="submit"
          isDisabled={isDisabled}
          isPending={status === 'saving'}
          aria-describedby={waitsForPolicy ? policyHintId : undefined}
        >
          {saveLabel}
        </Button>
      </p>
    </form>
  );
}
