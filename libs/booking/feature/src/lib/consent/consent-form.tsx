import type { ConsentFlags, ConsentRequest } from '@portal/shared/contracts';
import { Button, Checkbox, Notice } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { consentMessages } from '../reservation/messages';
import styles from '../reservation/components/reservation.module.css';

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
  /** The choices on record: the form starts from them rather than overwriting them with nothing. */
  initial: ConsentFlags | null;
  /** The occupational-information consent is asked in the general brand only. */
  asksOccupational: boolean;
  /** No consent on record yet: the privacy policy must be acknowledged. */
  policyRequired: boolean;
  /** A submit is under way or done: the button stays disabled (account doc section 4). */
  submitted: boolean;
  failed: boolean;
  onSubmit: (request: ConsentRequest) => void;
}

/** The patient data consent form (booking doc sections 2 and 7, account doc section 4). */
export function ConsentForm({ initial, asksOccupational, policyRequired, submitted, failed, onSubmit }: ConsentFormProps) {
  const intl = useIntl();
  const [flags, setFlags] = useState<ConsentFlags>(initial ?? nothingAllowed);
  const [policyRead, setPolicyRead] = useState(false);
  const shown = (Object.keys(flagLabels) as Flag[]).filter(
    (flag) => asksOccupational || flag !== 'allowsViewingOccupationalInformation',
  );
  const canSubmit = !submitted && (!policyRequired || policyRead);

  const submit = () => {
    const { allowsViewingOccupationalInformation, ...rest } = flags;
    onSubmit({
      ...rest,
      ...(asksOccupational ? { allowsViewingOccupationalInformation } : {}),
      privacyPolicyRead: policyRead,
    });
  };

  return (
    <form
      className={styles['form']}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) submit();
      }}
    >
      {shown.map((flag) => (
        <Checkbox key={flag} isSelected={flags[flag]} onChange={(value) => setFlags({ ...flags, [flag]: value })}>
          {intl.formatMessage(flagLabels[flag])}
        </Checkbox>
      ))}
      <Checkbox isSelected={policyRead} onChange={setPolicyRead} isRequired={policyRequired}>
        {intl.formatMessage(consentMessages.privacyPolicy)}
      </Checkbox>
      {failed && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(consentMessages.failed)}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isDisabled={!canSubmit}>
          {intl.formatMessage(consentMessages.save)}
        </Button>
      </p>
    </form>
  );
}
