import { render, screen } from '@testing-library/react';
import { Notice } from './notice';

describe('Notice', () => {
  it('is an info paragraph by default', () => {
    render(<Notice>Remote visits are invoiced separately.</Notice>);
    const notice = screen.getByText('Remote visits are invoiced separately.');
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveClass('notice', 'info');
    expect(notice).not.toHaveAttribute('role');
  });

  it.each(['success', 'warning', 'error'] as const)('takes the %s tone', (tone) => {
    render(<Notice tone={tone}>Text</Notice>);
    expect(screen.getByText('Text')).toHaveClass('notice', tone);
    expect(screen.getByText('Text')).not.toHaveClass('info');
  });

  it('announces itself as an alert or a status', () => {
    render(
      <>
        <Notice role="alert" tone="error">
          Cancelling failed.
        </Notice>
        <Notice role="status" tone="success">
          Cancelled.
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cancelling failed.');
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
  });

  it('renders the element asked for, named by its heading, with its id and class', () => {
    render(
      <Notice as="section" tone="warning" id="email" aria-labelledby="email-title" className="extra">
        <h2 id="email-title">E-mail required</h2>
        <p>Add your e-mail address before paying.</p>
      </Notice>,
    );
    const region = screen.getByRole('region', { name: 'E-mail required' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('id', 'email');
    expect(region).toHaveClass('notice', 'warning', 'extra');
  });

  it('holds several paragraphs as a div', () => {
    render(
      <Notice as="div" role="status" tone="success">
        <p>Checked in.</p>
        <p>Room 12</p>
      </Notice>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('DIV');
    expect(status).toHaveTextContent('Checked in.Room 12');
  });
});
