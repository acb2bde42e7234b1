import type { SpecialtyResponse } from '@portal/booking/contracts';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';

export interface SpecialtyInfoProps {
  specialty: SpecialtyResponse;
  customerServicePhone: string;
}

/** What the chosen specialty is about, or that it is booked by phone only. */
export function SpecialtyInfo({ specialty, customerServicePhone }: SpecialtyInfoProps) {
  const intl = useIntl();
  if (specialty.type === 'webReservationNotAllowed') {
    return <p role="note">{intl.formatMessage(listMessages.webReservationNotAllowed, { phone: customerServicePhone })}</p>;
  }
  if (specialty.type !== 'success') return null;
  const { title, description } = specialty.specialty.cmsContent;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {description !== null && <p>{description}</p>}
    </section>
  );
}
