import type { EarlierTimeChannel, EarlierTimePartOfDay } from '@portal/booking/contracts';
import { PlainList } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { channelMessages, earlierTimeMessages as m, partOfDayMessages } from '../messages';

/** One value of a summary as it is, several one under another. */
function Values({ values }: { values: readonly string[] }) {
  if (values.length === 1) return values[0];
  return (
    <PlainList>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </PlainList>
  );
}

export interface WishTermsProps {
  /** The chosen clinics' names. */
  clinics: readonly string[];
  remote: boolean;
  partsOfDay: readonly EarlierTimePartOfDay[];
  channels: readonly EarlierTimeChannel[];
}

/**
 * What both kinds of request for a time wish for, as rows of a description list under the legends
 * of the form on an appointment's page: where, when and how the patient is told.
 */
export function WishTerms({ clinics, remote, partsOfDay, channels }: WishTermsProps) {
  const intl = useIntl();
  return (
    <>
      <dt>{intl.formatMessage(m.clinics)}</dt>
      <dd>
        <Values values={[...clinics, ...(remote ? [intl.formatMessage(m.remote)] : [])]} />
      </dd>
      <dt>{intl.formatMessage(m.partsOfDay)}</dt>
      <dd>
        <Values values={partsOfDay.map((part) => intl.formatMessage(partOfDayMessages[part]))} />
      </dd>
      <dt>{intl.formatMessage(m.channels)}</dt>
      <dd>
        <Values values={channels.map((channel) => intl.formatMessage(channelMessages[channel]))} />
      </dd>
    </>
  );
}
