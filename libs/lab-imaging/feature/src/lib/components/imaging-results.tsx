import type { ImagingResult, ImagingResultSummary } from '@portal/lab-imaging/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList, Timeline, TimelineItem } from '@portal/shared/ui';
import { formatDate, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { imagingMessages } from '../messages';
import styles from './lab-imaging.module.css';

/** The imaging results, newest first, each leading to its day's page. */
export function ImagingResultList({ results, headingId }: { results: readonly ImagingResultSummary[]; headingId: string }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Timeline aria-labelledby={headingId}>
      {results.map((result) => (
        <TimelineItem
          key={result.id}
          title={result.examinationName ?? intl.formatMessage(imagingMessages.noTitle)}
          subtitle={intl.formatMessage(result.hasStatement ? imagingMessages.statement : imagingMessages.noStatement)}
          dateText={<time dateTime={result.imagingDate}>{formatDate(result.imagingDate)}</time>}
          href={pagePaths.labImaging.imagingResult(lang, result.imagingDate)}
        />
      ))}
    </Timeline>
  );
}

/** One examination: its name ('No title'), date and the doctor's statement ('No doctor's statement'). */
export function ImagingResultCard({ result }: { result: ImagingResult }) {
  const intl = useIntl();
  return (
    <Card as="article" title={result.examinationName ?? intl.formatMessage(imagingMessages.noTitle)}>
      <DescriptionList>
        <dt>{intl.formatMessage(imagingMessages.imagingDate)}</dt>
        <dd>
          <time dateTime={result.imagingDate}>{formatDate(result.imagingDate)}</time>
        </dd>
      </DescriptionList>
      {result.statementText === null ? (
        <p className={styles['muted']}>{intl.formatMessage(imagingMessages.noStatement)}</p>
      ) : (
        <div>
          <h3 className={styles['subHeading']}>{intl.formatMessage(imagingMessages.statement)}</h3>
          <p className={styles['paragraph']}>{result.statementText}</p>
        </div>
      )}
    </Card>
  );
}
