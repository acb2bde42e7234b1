import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusIfLost } from './use-focus-if-lost';

function Outcome() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  return (
    <div ref={ref} tabIndex={-1} role="status">
      Done
    </div>
  );
}

function Action() {
  const [done, setDone] = useState(false);
  return (
    <>
      <input aria-label="Elsewhere" />
      {done ? <Outcome /> : <button onClick={() => setDone(true)}>Act</button>}
    </>
  );
}

describe('useFocusIfLost', () => {
  it('takes the focus when the control that had it goes', async () => {
    const user = userEvent.setup();
    render(<Action />);
    screen.getByRole('button', { name: 'Act' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('leaves the focus on another control the patient moved to', () => {
    const Later = ({ shown }: { shown: boolean }) => (
      <>
        <input aria-label="Elsewhere" />
        {shown && <Outcome />}
      </>
    );
    const { rerender } = render(<Later shown={false} />);
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(<Later shown />);
    expect(screen.getByRole('status')).not.toHaveFocus();
    expect(elsewhere).toHaveFocus();
  });

  it('moves nothing unless asked to', async () => {
    function Quiet() {
      const ref = useRef<HTMLDivElement>(null);
      useFocusIfLost(ref, false);
      return <div ref={ref} tabIndex={-1} role="note" />;
    }
    render(<Quiet />);
    expect(screen.getByRole('note')).not.toHaveFocus();
  });
});
