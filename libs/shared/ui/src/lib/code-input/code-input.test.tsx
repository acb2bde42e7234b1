import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { CodeInput } from './code-input';
import type { CodeInputHandle, CodeInputProps } from './code-input';

function setup(props: Partial<CodeInputProps> = {}) {
  const onComplete = jest.fn();
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithIntl(<CodeInput label="Verification code" onComplete={onComplete} onChange={onChange} {...props} />);
  const boxes = screen.getAllByRole('textbox');
  const box = (n: number) => {
    const element = boxes[n - 1];
    if (!element) throw new Error(`No box ${n}`);
    return element;
  };
  return { user, onComplete, onChange, boxes, box };
}

describe('CodeInput', () => {
  it('is a labelled group of labelled boxes', () => {
    const { boxes } = setup({ length: 4 });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Character 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Character 4 of 4' })).toBeInTheDocument();
  });

  it('has six boxes by default', () => {
    setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('moves focus forward as digits are typed and fires onComplete once with the full value', async () => {
    const { user, box, onComplete, onChange } = setup({ length: 4 });
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('234');
    expect(box(4)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });

  it('ignores letters and other characters in digits mode', async () => {
    const { user, box, onComplete } = setup({ length: 4 });
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('-7x');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('clears with Backspace and moves back from an empty box, clearing the one before', async () => {
    const { user, box } = setup({ length: 4 });
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('clears a filled box with Backspace without moving', async () => {
    const { user, box } = setup({ length: 4, defaultValue: '12' });
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    expect(box(1)).toHaveValue('1');
  });

  it('replaces the character of a filled box', async () => {
    const { user, box, onComplete } = setup({ length: 4, defaultValue: '1234' });
    await user.click(box(2));
    await user.keyboard('9');
    expect(box(2)).toHaveValue('9');
    expect(box(3)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('1934');
  });

  it('fills the boxes from the focused one on paste, ignoring invalid characters', async () => {
    const { user, box, onComplete } = setup({ length: 6 });
    await user.click(box(1));
    await user.paste('12 34-56');
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(box(6)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('pastes from a box in the middle', async () => {
    const { user, box, onComplete } = setup({ length: 4 });
    await user.click(box(3));
    await user.paste('98765');
    expect(box(3)).toHaveValue('9');
    expect(box(4)).toHaveValue('8');
    expect(box(1)).toHaveValue('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys', async () => {
    const { user, box } = setup({ length: 4 });
    await user.click(box(2));
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  describe('identity-end mode', () => {
    it('has four boxes, digits only in the first three', async () => {
      const { user, box, boxes } = setup({ mode: 'identity-end', label: 'End of identity code' });
      expect(boxes).toHaveLength(4);
      await user.click(box(1));
      await user.keyboard('a');
      expect(box(1)).toHaveValue('');
      await user.keyboard('1b2c3');
      expect(box(1)).toHaveValue('1');
      expect(box(2)).toHaveValue('2');
      expect(box(3)).toHaveValue('3');
      expect(box(4)).toHaveFocus();
    });

    it('accepts a check letter in box 4, upper-cased, and completes', async () => {
      const { user, box, onComplete } = setup({ mode: 'identity-end' });
      await user.click(box(1));
      await user.keyboard('308t');
      expect(box(4)).toHaveValue('T');
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('308T');
    });

    it('rejects letters that are not check characters in box 4', async () => {
      const { user, box, onComplete } = setup({ mode: 'identity-end' });
      await user.click(box(1));
      await user.keyboard('308');
      for (const letter of ['G', 'I', 'O', 'Q', 'Z', 'g']) {
        await user.keyboard(letter);
        expect(box(4)).toHaveValue('');
      }
      await user.keyboard('9');
      expect(box(4)).toHaveValue('9');
      expect(onComplete).toHaveBeenCalledWith('3089');
    });

    it('fills from a pasted identity-code end', async () => {
      const { user, box, onComplete } = setup({ mode: 'identity-end' });
      await user.click(box(1));
      await user.paste('-123a');
      expect(box(4)).toHaveValue('A');
      expect(onComplete).toHaveBeenCalledWith('123A');
    });
  });

  it('shows and ties its error while invalid', () => {
    setup({ length: 4, isInvalid: true, errorMessage: 'The code is wrong' });
    const first = screen.getByRole('textbox', { name: 'Character 1 of 4' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('The code is wrong');
  });

  it('is disabled', () => {
    setup({ length: 4, isDisabled: true });
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
  });

  it('carries the value in a hidden form input', async () => {
    const { user, box } = setup({ length: 4, name: 'code' });
    await user.click(box(1));
    await user.keyboard('4321');
    expect(document.querySelector('input[name="code"]')).toHaveValue('4321');
  });

  it('is focused from outside through its handle, in the first or the last box', () => {
    const ref = createRef<CodeInputHandle>();
    const { box } = setup({ length: 4, defaultValue: '1234', ref });
    act(() => ref.current?.focus('last'));
    expect(box(4)).toHaveFocus();
    expect((box(4) as HTMLInputElement).selectionStart).toBe(0);
    expect((box(4) as HTMLInputElement).selectionEnd).toBe(1);
    act(() => ref.current?.focus());
    expect(box(1)).toHaveFocus();
  });

  it('sends a corrected code again from the last box after a wrong one', async () => {
    const ref = createRef<CodeInputHandle>();
    const { user, box, onComplete } = setup({ length: 4, ref });
    await user.click(box(1));
    await user.keyboard('1234');
    act(() => ref.current?.focus('last'));
    await user.keyboard('5');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('1235');
  });
});
