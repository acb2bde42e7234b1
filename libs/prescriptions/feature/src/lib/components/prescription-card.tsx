import type { Prescription } from '@portal/prescriptions/contracts';
import { Card, Checkbox, DescriptionList, visuallyHiddenChunks } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { prescriptionMessages } from '../messages';
import styles from './prescriptions.module.css';
import { medicineOf, prescriptionSummary } from './summary';

export interface PrescriptionCardProps {
  prescription: Prescription;
  /** Renewal is in use: a renewable prescription gets its checkbox. */
  selectable: boolean;
  isSelected?: boolean;
  onToggle?: () => void;
}

/**
 * One prescription: the medicine and strength as the heading, the summary line, when it was
 * written, the dosage and what it is for. A non-renewable one says so and has no checkbox
 * (booking doc section 6).
 */
export function PrescriptionCard({ prescription, selectable, isSelected = false, onToggle }: PrescriptionCardProps) {
  const intl = useIntl();
  const medicine = medicineOf(prescription);
  return (
    <Card as="li" headingLevel={2} title={medicine}>
      <p className={styles['summary']}>{prescriptionSummary(prescription, intl)}</p>
      <DescriptionList>
        <dt>{intl.formatMessage(prescriptionMessages.issued)}</dt>
        <dd>
          <time dateTime={prescription.issuedDate}>{formatDate(prescription.issuedDate)}</time>
        </dd>
        <dt>{intl.formatMessage(prescriptionMessages.dosage)}</dt>
        <dd>{prescription.dosageGuide}</dd>
        <dt>{intl.formatMessage(prescriptionMessages.usage)}</dt>
        <dd>{prescription.usageGuide}</dd>
      </DescriptionList>
      {!prescription.isRenewable ? (
        <p className={styles['nonRenewable']}>{intl.formatMessage(prescriptionMessages.nonRenewable)}</p>
      ) : (
        selectable && (
          <Checkbox isSelected={isSelected} onChange={() => onToggle?.()}>
            {intl.formatMessage(prescriptionMessages.choose, { medicine, hidden: visuallyHiddenChunks })}
          </Checkbox>
        )
      )}
    </Card>
  );
}
