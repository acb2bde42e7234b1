import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen } from '@testing-library/react';
import { DeferredToastRegion } from './deferred-toast-region';
import { createToastQueue } from './toast-queue';

describe('DeferredToastRegion', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const queue = createToastQueue();
    const { container } = renderWithIntl(<DeferredToastRegion queue={queue} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      queue.add({ title: 'Preliminary information saved successfully', tone: 'success' }, { timeout: 5000 });
    });
    expect(await screen.findByText('Preliminary information saved successfully')).toBeInTheDocument();
    act(() => queue.clear());
  });
});
