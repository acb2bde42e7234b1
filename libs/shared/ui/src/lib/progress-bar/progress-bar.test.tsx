import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a labelled progress bar with its value', () => {
    renderWithIntl(<ProgressBar label="Questionnaire" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Questionnaire' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveTextContent('40%');
  });

  it.each([
    [150, '100'],
    [-20, '0'],
    [Number.NaN, '0'],
    [100, '100'],
    [0, '0'],
    [33.5, '33.5'],
    [Number.POSITIVE_INFINITY, '100'],
  ])('clamps %d to %s', (value, now) => {
    renderWithIntl(<ProgressBar label="Upload" value={value} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', now);
  });

  it('uses a value label instead of the percentage', () => {
    renderWithIntl(<ProgressBar label="Questionnaire" value={40} valueLabel="Step 2 of 5" />);
    const bar = screen.getByRole('progressbar', { name: 'Questionnaire' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    expect(bar).toHaveTextContent('Step 2 of 5');
  });
});
