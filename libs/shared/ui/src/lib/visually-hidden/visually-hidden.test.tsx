import { render, screen } from '@testing-library/react';
import { VisuallyHidden, visuallyHiddenChunks } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Delete message</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete message' })).toBeInTheDocument();
  });

  it('can be a live status region', () => {
    render(
      <VisuallyHidden elementType="div" role="status">
        Saved
      </VisuallyHidden>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('hides the part of a message in a rich-text tag from sight only', () => {
    render(
      <a href="/en/visits/12">
        General practice
        {visuallyHiddenChunks([' 20.11.2026'])}
      </a>,
    );
    expect(screen.getByRole('link', { name: 'General practice 20.11.2026' })).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toBe(screen.getByText('20.11.2026').closest('span'));
  });
});
