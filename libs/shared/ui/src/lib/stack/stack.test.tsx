import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { STACK_GAPS, Stack } from './stack';

describe('Stack', () => {
  it('is a div holding its children in order, 1rem apart by default', () => {
    render(
      <Stack data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveClass('stack', 'gap4');
    expect(stack).not.toHaveAttribute('role');
    expect(stack).toHaveTextContent('FirstSecond');
  });

  it.each(STACK_GAPS)('takes the gap --space-%i', (gap) => {
    render(
      <Stack gap={gap} data-testid="stack">
        <p>Text</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass('stack', `gap${gap}`);
    expect(stack.className.match(/gap\d/g)).toEqual([`gap${gap}`]);
  });

  it('renders the element asked for, with its attributes and the feature class', () => {
    render(
      <Stack as="section" gap={2} aria-labelledby="help-sms" lang="fi" className="extra">
        <h2 id="help-sms">Tekstiviestitunnistautuminen</h2>
        <p>Kysymyksiä ja vastauksia.</p>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Tekstiviestitunnistautuminen' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('lang', 'fi');
    expect(region).toHaveClass('stack', 'gap2', 'extra');
  });

  it('passes its ref to the element', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Stack ref={ref}>
        <p>Text</p>
      </Stack>,
    );
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).toHaveClass('stack');
  });

  it('can be a form with its own attributes', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Stack as="form" noValidate aria-label="Arrival reason" onSubmit={onSubmit}>
        <label>
          Reason <input name="reason" required />
        </label>
        <button type="submit">Save</button>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Arrival reason' });
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can be a figure or a description list', () => {
    render(
      <>
        <Stack as="figure" gap={3} aria-labelledby="trend-caption">
          <figcaption id="trend-caption">Haemoglobin</figcaption>
        </Stack>
        <Stack as="dl" gap={3}>
          <div>
            <dt>Allergies?</dt>
            <dd>No</dd>
          </div>
        </Stack>
      </>,
    );
    expect(screen.getByRole('figure', { name: 'Haemoglobin' })).toHaveClass('stack', 'gap3');
    expect(screen.getByRole('term')).toHaveTextContent('Allergies?');
    expect(screen.getByRole('definition')).toHaveTextContent('No');
  });
});
