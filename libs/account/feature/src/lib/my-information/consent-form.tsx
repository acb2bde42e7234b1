import type { ConsentFlags, ConsentRequest } from '@portal/shared/contracts';
import { Button, Checkbox, Link, Notice } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaveStatus } from './contact-form';
import { consentMessages, pageMessages } from './messages';
import styles from './my-information.module.css';

type Flag = keyof ConsentFlags;

const flagLabels = {
  allowsCommonRegistry: consentMessages.commonRegistry,
  allowsViewingOccupationalInformation: consentMessages.occupational,
  allowsMarketingMail: consentMessages.marketingMail,
  allowsTreatmentInstructionsMail: consentMessages.treatmentInstructions,
  allowsBookingSms: consentMessages.bookingSms,
} as const satisfies Record<Flag, unknown>;

const nothingAllowed: ConsentFlags = {
  allowsCommonRegistry: false,
  allowsViewingOccupationalInformation: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: false,
  allowsBookingSms: false,
};

export interface ConsentFormProps {
  /** The choices on record, where the form starts; null when there are none. */
  initial: ConsentFlags | null;
  /** The occupational-information consent is asked in the general brand only. */
  asksOccupational: boolean;
  /** No consent on record yet: the privacy policy must be read first (account doc section 5). */
  policyRequired: boolean;
  privacyPolicyHref: string;
  saveLabel: string;
  status: SaveStatus;
  onSubmit: (request: ConsentRequest) => void;
}

/**
 * The patient data consent (account doc sections 3 to 5). The submit button is disabled until the
 * privacy policy is read (when no consent is on record) and after one submit; changing a choice
 * after a successful save allows saving again, a failed save allows trying again.
 */
export function ConsentForm({ initial, asksOccupational, policyRequired, privacyPolicyHref, saveLabel, status, onSubmit }: ConsentFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const policyHintId = useId();
  const [flags, setFlags] = useState<ConsentFlags>(initial ?? nothingAllowed);
  const [policyRead, setPolicyRead] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const shown = (Object.keys(flagLabels) as Flag[]).filter((flag) => asksOccupational || flag !== 'allowsViewingOccupationalInformation');
  const waitsForPolicy = policyRequired && !policyRead;
  const isDisabled = waitsForPolicy || (submitted && status !== 'failed');

  const change = (update: () => void) => {
    update();
    if (status !== 'saving') setSubmitted(false);
  };

  return (
    <form
      className={styles['form']}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isDisabled || status === 'saving') return;
        setSubmitted(true);
        const { allowsViewingOccupationalInformation, ...rest } = flags;
        onSubmit({ ...rest, ...(asksOccupational ? { allowsViewingOccupationalInformation } : {}), privacyPolicyRead: policyRead });
      }}
    >
      <h2 id={headingId}>{intl.formatMessage(consentMessages.heading)}</h2>
      <p>{intl.formatMessage(consentMessages.intro)}</p>
      <fieldset className={styles['permits']}>
        <legend>{intl.formatMessage(consentMessages.permitsLegend)}</legend>
        {shown.map((flag) => (
          <Checkbox key={flag} isSelected={flags[flag]} onChange={(value) => change(() => setFlags({ ...flags, [flag]: value }))}>
            {intl.formatMessage(flagLabels[flag])}
          </Checkbox>
        ))}
      </fieldset>
      <p>
        <Link href={privacyPolicyHref} target="_blank">
          {intl.formatMessage(consentMessages.privacyPolicyLink)}
        </Link>
      </p>
      <Checkbox
        isSelected={policyRead}
        onChange={(value) => change(() => setPolicyRead(value))}
        isRequired={policyRequired}
        description={waitsForPolicy ? <span id={policyHintId}>{intl.formatMessage(consentMessages.privacyPolicyRequired)}</span> : undefined}
      >
        {intl.formatMessage(consentMessages.privacyPolicyRead)}
      </Checkbox>
      {status === 'saved' && (
        <Notice tone="success" role="status">
          {intl.formatMessage(consentMessages.saved)}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(pageMessages.saveFailed)}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isDisabled={isDisabled} isPending={status === 'saving'} aria-describedby={waitsForPolicy ? policyHintId : undefined}>
          {saveLabel}
        </Button>
      </p>
    </form>
  );
}
