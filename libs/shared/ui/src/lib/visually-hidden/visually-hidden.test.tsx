import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

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
});
