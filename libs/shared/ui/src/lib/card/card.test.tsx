import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { Card, DescriptionList } from './card';

describe('Card', () => {
  it('is named by its heading', () => {
    renderWithIntl(
      <Card as="article" title="General practitioner visit" titleId="visit">
        <p>Tomorrow at 9.00</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'General practitioner visit' });
    expect(screen.getByRole('heading', { level: 2, name: 'General practitioner visit' })).toHaveAttribute('id', 'visit');
    expect(card).toHaveTextContent('Tomorrow at 9.00');
  });

  it('makes a heading id when none is given, and announces itself as an alert', () => {
    renderWithIntl(
      <Card title="Booking interrupted" headingLevel={3} role="alert">
        <p>Please call customer service.</p>
      </Card>,
    );
    expect(screen.getByRole('alert', { name: 'Booking interrupted' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Booking interrupted' }).id).not.toBe('');
  });

  it('without a title is a plain list item with no name', () => {
    renderWithIntl(
      <ul>
        <Card as="li">Dental check-up</Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('DescriptionList', () => {
  it('holds terms and their values', () => {
    renderWithIntl(
      <DescriptionList>
        <dt>Time</dt>
        <dd>Tomorrow at 9.00</dd>
      </DescriptionList>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Time');
    expect(screen.getByRole('definition')).toHaveTextContent('Tomorrow at 9.00');
  });
});
