import type { Vaccination } from '@portal/vaccinations/contracts';
import { Card, DescriptionList, PlainList, visuallyHiddenChunks } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { listMessages, vaccinationMessages } from '../messages';
import styles from './vaccinations.module.css';

/** One vaccination: the vaccine as the heading; when, until when and by whom below it. */
function VaccinationCard({ vaccination }: { vaccination: Vaccination }) {
  const intl = useIntl();
  return (
    <Card as="li" headingLevel={2} title={intl.formatMessage(vaccinationMessages.title, { name: vaccination.name, date: formatDate(vaccination.date), hidden: visuallyHiddenChunks })}>
      <DescriptionList>
        <dt>{intl.formatMessage(vaccinationMessages.date)}</dt>
        <dd>
          <time dateTime={vaccination.date}>{formatDate(vaccination.date)}</time>
        </dd>
        {/* The record gives no end for many vaccines: no row rather than a guess. */}
        {vaccination.effectiveUntil !== null && (
          <>
            <dt>{intl.formatMessage(vaccinationMessages.effectiveUntil)}</dt>
            <dd>
              <time dateTime={vaccination.effectiveUntil}>{formatDate(vaccination.effectiveUntil)}</time>
            </dd>
          </>
        )}
        {vaccination.practitioner !== null && (
          <>
            <dt>{intl.formatMessage(vaccinationMessages.practitioner)}</dt>
            <dd>{vaccination.practitioner.name}</dd>
          </>
        )}
      </DescriptionList>
    </Card>
  );
}

export interface VaccinationListProps {
  vaccinations: readonly Vaccination[];
  /** The list takes focus after moving to another page, so keyboard users start from its top. */
  ref?: Ref<HTMLUListElement>;
}

/** A semantic list of cards: each card reads as a whole on a narrow screen too. */
export function VaccinationList({ vaccinations, ref }: VaccinationListProps) {
  const intl = useIntl();
  return (
    <PlainList gap={4} ref={ref} tabIndex={-1} aria-label={intl.formatMessage(listMessages.label)} className={styles['list']}>
      {vaccinations.map((vaccination) => (
        <VaccinationCard key={vaccination.id} vaccination={vaccination} />
      ))}
    </PlainList>
  );
}
