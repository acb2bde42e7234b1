import type { LabResultDate } from '@portal/lab-imaging/contracts';
import { useLang } from '@portal/shared/i18n';
import { Timeline, TimelineItem } from '@portal/shared/ui';
import { formatDate, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { laboratoryMessages } from '../messages';
import { ReadinessBadge } from './readiness-badge';

/** The laboratory's result dates, newest first: the tests of each and whether they are ready. */
export function LabResultDates({ dates, headingId }: { dates: readonly LabResultDate[]; headingId: string }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Timeline aria-labelledby={headingId}>
      {dates.map((date) => (
        <TimelineItem
          key={date.date}
          title={intl.formatMessage(laboratoryMessages.resultsOf, { date: formatDate(date.date) })}
          subtitle={intl.formatList(date.tests.map((test) => test.displayName), { type: 'unit' })}
          validityText={<ReadinessBadge readiness={date.readiness} />}
          href={pagePaths.labImaging.labResult(lang, date.date)}
        />
      ))}
    </Timeline>
  );
}
