import type { Diagnosis, MedicalReport, ReportText } from '@portal/visits/contracts';
import { Card, DataTable, DescriptionList } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { visitMessages } from '../messages';
import { visitDateTime, visitTypeText } from './visit-texts';
import styles from './visits.module.css';

function Diagnoses({ diagnoses }: { diagnoses: readonly Diagnosis[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card title={intl.formatMessage(visitMessages.diagnoses)} titleId={titleId}>
      <DataTable labelledBy={titleId}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(visitMessages.diagnosisCode)}</th>
            <th scope="col">{intl.formatMessage(visitMessages.diagnosisDescription)}</th>
          </tr>
        </thead>
        <tbody>
          {diagnoses.map((diagnosis, index) => (
            <tr key={`${index}-${diagnosis.code}`}>
              <td data-nowrap>{diagnosis.code}</td>
              <td>{diagnosis.description}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Card>
  );
}

function Texts({ texts }: { texts: readonly ReportText[] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(visitMessages.report)}>
      {texts.map((text, index) => (
        <section key={`${index}-${text.title}`} className={styles['text']}>
          <h3>{text.title}</h3>
          <p className={styles['body']}>{text.body}</p>
        </section>
      ))}
    </Card>
  );
}

/**
 * A visit's medical report (booking doc section 2): whose it is, when, with whom and in which
 * specialty, the diagnoses and the practitioner's texts. Parts the report lacks are left out.
 */
export function VisitReport({ report }: { report: MedicalReport }) {
  const intl = useIntl();
  return (
    <>
      <Card title={intl.formatMessage(visitMessages.details)}>
        <DescriptionList>
          <dt>{intl.formatMessage(visitMessages.patient)}</dt>
          <dd>{report.patient.name}</dd>
          <dt>{intl.formatMessage(visitMessages.identityCode)}</dt>
          <dd>{report.patient.maskedIdentityCode}</dd>
          <dt>{intl.formatMessage(visitMessages.date)}</dt>
          <dd>
            <time dateTime={report.dateTime}>{visitDateTime(intl, report.dateTime)}</time>
          </dd>
          {report.practitionerName !== null && (
            <>
              <dt>{intl.formatMessage(visitMessages.practitioner)}</dt>
              <dd>{report.practitionerName}</dd>
            </>
          )}
          {report.specialtyName !== null && (
            <>
              <dt>{intl.formatMessage(visitMessages.specialty)}</dt>
              <dd>{report.specialtyName}</dd>
            </>
          )}
          <dt>{intl.formatMessage(visitMessages.visitType)}</dt>
          <dd>{visitTypeText(intl, report.visitType)}</dd>
        </DescriptionList>
      </Card>
      {report.diagnoses.length > 0 && <Diagnoses diagnoses={report.diagnoses} />}
      {report.texts.length > 0 && <Texts texts={report.texts} />}
    </>
  );
}
