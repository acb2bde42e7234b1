import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, text and an action', () => {
    renderWithIntl(
      <EmptyState
        title="No upcoming appointments"
        text="Book a time with a doctor or nurse."
        action={<Button>Book an appointment</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No upcoming appointments' })).toBeInTheDocument();
    expect(screen.getByText('Book a time with a doctor or nurse.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book an appointment' })).toBeInTheDocument();
  });

  it('needs only a title', () => {
    renderWithIntl(<EmptyState title="No messages" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
