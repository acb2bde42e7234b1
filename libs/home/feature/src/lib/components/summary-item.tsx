import type { TimelineItem as TimelineItemData } from '@portal/home/contracts';
import { useLang } from '@portal/shared/i18n';
import { Avatar, TimelineItem, VisuallyHidden } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { frontPageMessages } from '../messages';
import { appointmentTimeText, itemDateText, itemValidityText } from './item-texts';

export interface SummaryItemProps {
  item: TimelineItemData;
  /** The moment dates are reckoned from. */
  now: number;
  /** The item is an appointment: its date is when it starts, shown with the time. */
  isAppointment?: boolean;
}

/** One item of a front page section, as the API gives it. */
export function SummaryItem({ item, now, isAppointment = false }: SummaryItemProps) {
  const intl = useIntl();
  const lang = useLang();
  const { avatar } = item;
  return (
    <TimelineItem
      title={
        <>
          {item.title}
          {item.styles === 'cancelled' && <> {intl.formatMessage(frontPageMessages.cancelled)}</>}
          {/* The highlight is a colour and a border; screen readers hear it in the name. */}
          {item.highlighted && <VisuallyHidden>{intl.formatMessage(frontPageMessages.highlighted)}</VisuallyHidden>}
        </>
      }
      subtitle={item.subtitle ?? undefined}
      dateText={<time dateTime={item.date}>{isAppointment ? appointmentTimeText(intl, item.date) : itemDateText(intl, item.date, now, lang)}</time>}
      validityText={itemValidityText(intl, item.validUntilDate, now)}
      href={item.linkUrl ?? undefined}
      avatar={avatar ? <Avatar name={avatar.name} src={avatar.url ?? undefined} size="medium" isDecorative /> : undefined}
      isHighlighted={item.highlighted}
    />
  );
}
