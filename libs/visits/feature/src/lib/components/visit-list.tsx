import type { VisitSummary } from '@portal/visits/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList, Link, PlainList, visuallyHiddenChunks } from '@portal/shared/ui';
import { formatDate, pagePaths } from '@portal/shared/util';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { listMessages, visitMessages } from '../messages';
import { visitDateTime, visitName } from './visit-texts';
import styles from './visits.module.css';

/** One visit of the list: its specialty leads to the report; when and with whom below it. */
function VisitCard({ visit }: { visit: VisitSummary }) {
  const intl = useIntl();
  const lang = useLang();
  const name = visitName(intl, visit);
  return (
    <Card
      as="li"
      headingLevel={2}
      title={
        <Link href={pagePaths.visits.visit(lang, visit.id)}>
          {intl.formatMessage(visitMessages.link, { specialty: name, date: formatDate(visit.dateTime), hidden: visuallyHiddenChunks })}
        </Link>
      }
    >
      <DescriptionList>
        <dt>{intl.formatMessage(visitMessages.date)}</dt>
        <dd>
          <time dateTime={visit.dateTime}>{visitDateTime(intl, visit.dateTime)}</time>
        </dd>
        {visit.practitionerName !== null && (
          <>
            <dt>{intl.formatMessage(visitMessages.practitioner)}</dt>
            <dd>{visit.practitionerName}</dd>
          </>
        )}
      </DescriptionList>
    </Card>
  );
}

export interface VisitListProps {
  visits: readonly VisitSummary[];
  /** The list takes focus after moving to another page, so keyboard users start from its top. */
  ref?: Ref<HTMLUListElement>;
}

/** A semantic list of cards: each card reads as a whole on a narrow screen too. */
export function VisitList({ visits, ref }: VisitListProps) {
  const intl = useIntl();
  return (
    <PlainList gap={4} ref={ref} tabIndex={-1} aria-label={intl.formatMessage(listMessages.label)} className={styles['list']}>
      {visits.map((visit) => (
        <VisitCard key={visit.id} visit={visit} />
      ))}
    </PlainList>
  );
}
