import { DescriptionList } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { memoMessages, teamMessages } from '../messages';

/** The employer whose occupational health care the person has, and the department when it is known. */
export function EmployerDetails({ employerName, departmentName = null }: { employerName: string; departmentName?: string | null }) {
  const intl = useIntl();
  return (
    <DescriptionList>
      <dt>{intl.formatMessage(teamMessages.employer)}</dt>
      <dd>{employerName}</dd>
      {departmentName !== null && (
        <>
          <dt>{intl.formatMessage(memoMessages.department)}</dt>
          <dd>{departmentName}</dd>
        </>
      )}
    </DescriptionList>
  );
}
