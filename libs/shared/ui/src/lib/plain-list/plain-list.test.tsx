import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { PlainList } from './plain-list';

describe('PlainList', () => {
  it('is a list of its items, named by its label, without the stack by default', () => {
    render(
      <PlainList aria-label="Price details">
        <li>Visit fee 20,00 €</li>
        <li>Laboratory 15,00 €</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Price details' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('list');
    expect(list).not.toHaveClass('stack');
    expect(list.className).not.toMatch(/gap/);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visit fee 20,00 €', 'Laboratory 15,00 €']);
  });

  it('stacks its items with a gap of the spacing scale', () => {
    render(
      <PlainList gap={2} aria-label="Attachments">
        <li>scan.pdf</li>
        <li>photo.jpg</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('list', 'stack', 'gap2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('can be an ordered list, and keeps the feature class', () => {
    render(
      <PlainList as="ol" gap={4} aria-labelledby="steps" className="extra">
        <li>Sign in</li>
        <li>Choose a time</li>
      </PlainList>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('aria-labelledby', 'steps');
    expect(list).toHaveClass('list', 'stack', 'gap4', 'extra');
  });

  it('lays its items out as the feature class says when it has no gap', () => {
    render(
      <PlainList className="tiles" aria-label="Identification methods">
        <li>Bank</li>
      </PlainList>,
    );
    expect(screen.getByRole('list', { name: 'Identification methods' })).toHaveClass('list', 'tiles');
  });

  it.each([undefined, 4] as const)('passes its ref and tabIndex to the list, so a page can move focus to it (gap %s)', (gap) => {
    const ref = createRef<HTMLUListElement>();
    render(
      <PlainList ref={ref} tabIndex={-1} gap={gap} aria-label="Visits">
        <li>Dental check-up</li>
      </PlainList>,
    );
    expect(ref.current).toBe(screen.getByRole('list', { name: 'Visits' }));
    ref.current?.focus();
    expect(screen.getByRole('list', { name: 'Visits' })).toHaveFocus();
  });
});
