import type { OccupationalContractType, OccupationalHealthMemo, PeriodicInspectionClinic } from '@portal/occupational-health/contracts';
import { Link, Stack } from '@portal/shared/ui';
import { phoneHref } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { memoMessages } from '../messages';
import { EmployerDetails } from './employer-details';
import { TitledSection } from './titled-section';
import styles from './team.module.css';

/**
 * What the agreement covers by its type: Statutory is the preventive care the law requires (no
 * medical care), Comprehensive adds medical care at general-practitioner level, and Other has
 * content the portal does not know, so the employee is sent to ask.
 */
function Coverage({ contractType }: { contractType: OccupationalContractType }) {
  const intl = useIntl();
  if (contractType === 'Other') return <p className={styles['text']}>{intl.formatMessage(memoMessages.otherContract)}</p>;
  const comprehensive = contractType === 'Comprehensive';
  const items = [memoMessages.examinations, memoMessages.workplaceSurveys, memoMessages.advice, ...(comprehensive ? [memoMessages.medicalCare] : [])];
  return (
    <>
      <p className={styles['text']}>{intl.formatMessage(comprehensive ? memoMessages.comprehensiveIntro : memoMessages.statutoryIntro)}</p>
      <ul className={styles['bullets']}>
        {items.map((item) => (
          <li key={item.id}>{intl.formatMessage(item)}</li>
        ))}
      </ul>
      {!comprehensive && <p className={styles['text']}>{intl.formatMessage(memoMessages.noMedicalCare)}</p>}
    </>
  );
}

/** The clinic's name and address, one line each, leaving out what is not on record. */
function ClinicAddress({ clinic }: { clinic: PeriodicInspectionClinic }) {
  const postal = [clinic.postalCode, clinic.postOffice].filter(Boolean).join(' ');
  return (
    <p className={styles['text']}>
      <strong className={styles['line']}>{clinic.name}</strong>
      {clinic.street && <span className={styles['line']}>{clinic.street}</span>}
      {postal && <span className={styles['line']}>{postal}</span>}
    </p>
  );
}

export interface MemoViewProps {
  memo: OccupationalHealthMemo;
  /** The booking section's list of occupational health times. */
  bookingHref: string;
  teamHref: string;
  /** The brand's customer service, where appointments are booked when online booking is not included. */
  customerServicePhone: string;
}

/** The employee memo: the employer, what the agreement covers, what the employee can do and what to do when ill. */
export function MemoView({ memo, bookingHref, teamHref, customerServicePhone }: MemoViewProps) {
  const intl = useIntl();
  const clinic = memo.periodicInspectionClinic;
  return (
    <Stack gap={4}>
      <EmployerDetails employerName={memo.employerName} departmentName={memo.departmentName} />

      <TitledSection heading={intl.formatMessage(memoMessages.coverageHeading)}>
        <Coverage contractType={memo.contractType} />
      </TitledSection>

      <TitledSection heading={intl.formatMessage(memoMessages.servicesHeading)}>
        <ul className={styles['bullets']}>
          <li>
            {memo.webReservationAllowed ? (
              <>
                {intl.formatMessage(memoMessages.bookOnline)} <Link href={bookingHref}>{intl.formatMessage(memoMessages.bookLink)}</Link>
              </>
            ) : (
              <>
                {intl.formatMessage(memoMessages.bookByPhone)} <Link href={phoneHref(customerServicePhone)}>{customerServicePhone}</Link>
              </>
            )}
          </li>
          <li>{intl.formatMessage(memo.vaccinationsAllowed ? memoMessages.vaccinationsIncluded : memoMessages.vaccinationsNotIncluded)}</li>
          <li>{intl.formatMessage(memo.influenzaVaccinationAllowed ? memoMessages.influenzaIncluded : memoMessages.influenzaNotIncluded)}</li>
        </ul>
      </TitledSection>

      {clinic && (
        <TitledSection heading={intl.formatMessage(memoMessages.periodicHeading)}>
          <p className={styles['text']}>{intl.formatMessage(memoMessages.periodicText)}</p>
          <ClinicAddress clinic={clinic} />
        </TitledSection>
      )}

      <TitledSection heading={intl.formatMessage(memoMessages.illnessHeading)}>
        <ol className={styles['bullets']}>
          <li>{intl.formatMessage(memoMessages.tellEmployer)}</li>
          <li>{intl.formatMessage(memoMessages.certificate)}</li>
          <li>{intl.formatMessage(memoMessages.reachTeam)}</li>
        </ol>
      </TitledSection>

      <p className={styles['text']}>
        <Link href={teamHref}>{intl.formatMessage(memoMessages.teamLink)}</Link>
      </p>
    </Stack>
  );
}
