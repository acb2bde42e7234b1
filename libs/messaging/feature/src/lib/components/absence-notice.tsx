import { formatDate, helsinkiDateString } from '@portal/shared/util';
import { Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import type { Thread } from '../api/thread';
import { threadMessages } from '../messages';
import { fullName } from './participants';

/** The absence of the professional now handling the conversation that covers today (Helsinki), if any. */
export function currentAbsence(thread: Thread, now: Date) {
  const today = helsinkiDateString(now);
  for (const assignment of thread.assignments) {
    const assignee = assignment.assignee;
    const absence = assignee.absences.find((a) => a.startDate <= today && today <= a.endDate);
    if (absence) return { assignee, absence };
  }
  return null;
}

/** Notice when the assignee is away: the dates, and who stands in when someone does. */
export function AbsenceNotice({ thread, now }: { thread: Thread; now: Date }) {
  const intl = useIntl();
  const found = currentAbsence(thread, now);
  if (!found) return null;
  const people = [...thread.professionalsWithAccess, ...thread.participants];
  const substitutes = found.absence.substituteUserIds.flatMap((id) => {
    const person = people.find((p) => p.__typename === 'ProfessionalUser' && p.id === id);
    return person ? [fullName(person)] : [];
  });
  return (
    <Notice tone="info" as="div">
      <p>{intl.formatMessage(threadMessages.absent, { name: fullName(found.assignee), start: formatDate(found.absence.startDate), end: formatDate(found.absence.endDate) })}</p>
      {substitutes.length > 0 && <p>{intl.formatMessage(threadMessages.substitute, { names: [...new Set(substitutes)].join(', ') })}</p>}
    </Notice>
  );
}
