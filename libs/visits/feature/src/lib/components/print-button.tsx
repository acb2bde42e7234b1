import { Button } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { visitMessages } from '../messages';

/**
 * Opens the browser's print dialog. The app's print rule leaves out the header, the menu, the
 * footer and everything marked screen-only (this button too), so the page prints whole.
 */
export function PrintButton() {
  const intl = useIntl();
  return (
    <Button variant="secondary" onPress={() => window.print()} data-screen-only>
      {intl.formatMessage(visitMessages.print)}
    </Button>
  );
}
