import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar } from '../avatar/avatar';
import { renderInRouter } from '../../testing/in-router';
import { Timeline, TimelineItem } from './timeline-item';

describe('TimelineItem', () => {
  it('is a list item with a heading, subtitle, date and validity', () => {
    renderWithIntl(
      <Timeline aria-label="Prescriptions">
        <TimelineItem title="Amoxicillin 500 mg" subtitle="Dr. Anna Virtanen" dateText="12.5.2025" validityText="Valid until 12.5.2026" />
        <TimelineItem title="Ibuprofen 400 mg" />
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'Prescriptions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first] = items;
    if (!first) throw new Error('no item');
    expect(within(first).getByRole('heading', { level: 3, name: 'Amoxicillin 500 mg' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Dr. Anna Virtanen');
    expect(first).toHaveTextContent('12.5.2025');
    expect(first).toHaveTextContent('Valid until 12.5.2026');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links its title when given an href', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <TimelineItem as="article" title="Visit to the dentist" href="/en/visits/42" avatar={<Avatar name="Mikko Laine" />} />,
    );
    const article = screen.getByRole('article');
    const link = within(article).getByRole('link', { name: 'Visit to the dentist' });
    expect(link).toHaveAttribute('href', '/en/visits/42');
    expect(within(article).getByRole('img', { name: 'Mikko Laine' })).toBeInTheDocument();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/en/visits/42');
  });

  it('takes another heading level', () => {
    renderWithIntl(<TimelineItem as="article" title="Lab result" headingLevel={2} isHighlighted />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lab result' })).toBeInTheDocument();
  });
});
