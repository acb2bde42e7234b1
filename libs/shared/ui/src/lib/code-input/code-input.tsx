import type { ClipboardEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Group, Input } from 'react-aria-components';
import { ErrorIcon, fieldStyles } from '../field/field';
import { messages } from '../messages';
import { IDENTITY_CODE_CHECK_CHARACTERS } from '@portal/shared/util';
import styles from './code-input.module.css';

/**
 * 'digits': every box takes 0-9 (e.g. a one-time code).
 * 'identity-end': the part after the century sign of a Finnish identity code: digits, and in the
 * last box a digit or a check letter (upper-cased).
 */
export type CodeInputMode = 'digits' | 'identity-end';

/** What a page may do with the boxes from outside. */
export interface CodeInputHandle {
  /**
   * Focuses the first or the last box, e.g. the last one again after a wrong code (the boxes were
   * disabled while it was checked, which took focus away). Call it once the boxes are enabled.
   */
  focus(box?: 'first' | 'last'): void;
}

export interface CodeInputProps {
  /** Label of the whole group of boxes. */
  label: ReactNode;
  description?: ReactNode;
  /** Number of boxes; 6 for 'digits' and 4 for 'identity-end' by default. */
  length?: number;
  mode?: CodeInputMode;
  defaultValue?: string;
  /** The characters entered so far. */
  onChange?: (value: string) => void;
  /** Called once each time the last empty box gets filled, with the full value. */
  onComplete?: (value: string) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Shown and tied to the boxes while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Name of a hidden input carrying the value in a form. */
  name?: string;
  /** Focus the first box when shown (only where the code is the one thing to do on the page). */
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<CodeInputHandle>;
}

const DIGIT = /^[0-9]$/;

function accepts(char: string, position: number, length: number, mode: CodeInputMode): boolean {
  if (mode === 'identity-end' && position === length - 1) {
    return char.length === 1 && IDENTITY_CODE_CHECK_CHARACTERS.includes(char);
  }
  return DIGIT.test(char);
}

/** A code typed into single-character boxes, with auto-advance, Backspace back and paste. */
export function CodeInput({
  label,
  description,
  length: lengthProp,
  mode = 'digits',
  defaultValue = '',
  onChange,
  onComplete,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  name,
  autoFocus = false,
  className,
  ref,
}: CodeInputProps) {
  const intl = useIntl();
  const length = lengthProp ?? (mode === 'identity-end' ? 4 : 6);
  const [chars, setChars] = useState<string[]>(() =>
    Array.from({ length }, (_, i) => {
      const char = defaultValue.charAt(i).toUpperCase();
      return accepts(char, i, length, mode) ? char : '';
    }),
  );
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage !== undefined;
  const describedBy =
    [description !== undefined && descriptionId, showError && errorId].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, length - 1))];
    input?.focus();
    input?.select();
  };

  useImperativeHandle(ref, () => ({ focus: (box = 'first') => focusBox(box === 'first' ? 0 : length - 1) }));

  const commit = (next: string[]) => {
    const previous = chars.join('');
    const value = next.join('');
    setChars(next);
    if (value === previous) return;
    onChange?.(value);
    if (next.every((char) => char !== '')) onComplete?.(value);
  };

  /** Puts the accepted characters of `text` into the boxes from `start`; returns where it stopped. */
  const fillFrom = (start: number, text: string): number | null => {
    const next = [...chars];
    let position = start;
    for (const raw of text) {
      if (position >= length) break;
      const char = raw.toUpperCase();
      if (!accepts(char, position, length, mode)) continue;
      next[position] = char;
      position += 1;
    }
    if (position === start) return null;
    commit(next);
    return position;
  };

  const handleChange = (index: number, raw: string) => {
    const previous = chars[index] ?? '';
    if (raw === '') {
      commit(chars.map((char, i) => (i === index ? '' : char)));
      return;
    }
    // Typing into a filled box gives the old character plus the new one.
    let typed = raw;
    if (previous && raw.length > 1) {
      if (raw.startsWith(previous)) typed = raw.slice(previous.length);
      else if (raw.endsWith(previous)) typed = raw.slice(0, -previous.length);
    }
    const stop = fillFrom(index, typed);
    if (stop !== null) focusBox(stop);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (chars[index]) {
          commit(chars.map((char, i) => (i === index ? '' : char)));
        } else if (index > 0) {
          commit(chars.map((char, i) => (i === index - 1 ? '' : char)));
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        commit(chars.map((char, i) => (i === index ? '' : char)));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const stop = fillFrom(index, event.clipboardData.getData('text'));
    if (stop !== null) focusBox(stop);
  };

  return (
    <div className={[styles['root'], className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles['label']}>
        {label}
      </span>
      {description !== undefined && (
        <span id={descriptionId} className={fieldStyles['description']}>
          {description}
        </span>
      )}
      <Group aria-labelledby={labelId} isDisabled={isDisabled} isInvalid={isInvalid} className={styles['boxes']}>
        {chars.map((char, index) => {
          const isCheckBox = mode === 'identity-end' && index === length - 1;
          return (
            <Input
              // The boxes are a fixed set in a fixed order.
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={styles['box']}
              value={char}
              aria-label={intl.formatMessage(messages.codeCharacter, { index: index + 1, total: length })}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              inputMode={isCheckBox ? 'text' : 'numeric'}
              autoCapitalize={isCheckBox ? 'characters' : 'off'}
              autoComplete={index === 0 && mode === 'digits' ? 'one-time-code' : 'off'}
              autoCorrect="off"
              spellCheck={false}
              disabled={isDisabled}
              onChange={(event) => handleChange(index, event.target.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          );
        })}
      </Group>
      {showError && (
        <span id={errorId} className={fieldStyles['error']}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </span>
      )}
      {name !== undefined && <input type="hidden" name={name} value={chars.join('')} />}
    </div>
  );
}
