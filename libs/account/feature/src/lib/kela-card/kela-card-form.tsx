import type { KelaCardSide } from '@portal/account/contracts';
import { kelaCardSides } from '@portal/account/contracts';
import { Button, Notice } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { kelaCardMessages as m } from './messages';
import { SideField } from './side-field';
import type { KelaCardUploadState } from './upload-state';
import { canSave, isSaving } from './upload-state';
import styles from './kela-card.module.css';

export interface KelaCardFormProps {
  id?: string;
  state: KelaCardUploadState;
  onChoose: (side: KelaCardSide, file: File | null) => void;
  onSave: () => void;
  /** 'Change images': both sides back to missing. */
  onReset: () => void;
  /** Changes when the sides are reset, so that the file inputs forget their files. */
  inputsKey?: number;
  /** The level of the form's heading: one below the section's (default 3). */
  headingLevel?: 3 | 4;
}

/**
 * Choosing and saving both images of the card (account doc sections 3-5): a file input per side
 * with its status, save enabled only when both sides are ready to upload, and 'Change images'.
 */
export function KelaCardForm({ id, state, onChoose, onSave, onReset, inputsKey = 0, headingLevel = 3 }: KelaCardFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const saving = isSaving(state);
  const savable = canSave(state);
  const saved = state.front.status === 'uploaded' && state.back.status === 'uploaded';
  const untouched = state.front.status === 'missing' && state.back.status === 'missing';
  const showsHint = !savable && !saving && !saved;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (savable) onSave();
  };

  return (
    <form id={id} className={styles['form']} aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
      <Heading id={titleId} className={styles['formHeading']}>
        {intl.formatMessage(m.formTitle)}
      </Heading>
      <div className={styles['sides']}>
        {kelaCardSides.map((side) => (
          <SideField key={`${side}-${inputsKey}`} side={side} state={state[side]} onChoose={(file) => onChoose(side, file)} isDisabled={saving} />
        ))}
      </div>
      {saved && (
        <Notice tone="success" role="status">
          {intl.formatMessage(m.saved)}
        </Notice>
      )}
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!savable && !saving} isPending={saving} aria-describedby={showsHint ? hintId : undefined}>
          {intl.formatMessage(m.save)}
        </Button>
        {!untouched && !saving && (
          <Button variant="secondary" onPress={onReset}>
            {intl.formatMessage(m.changeImages)}
          </Button>
        )}
      </div>
      {showsHint && (
        <p id={hintId} className={styles['hint']}>
          {intl.formatMessage(m.saveHint)}
        </p>
      )}
    </form>
  );
}
