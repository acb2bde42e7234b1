import { Button as AriaButton, ListBox, ListBoxItem, Popover, SelectValue } from 'react-aria-components';
import { fieldStyles } from '../field/field';
import styles from './select.module.css';

/** One choice of a Select or MultiSelect. */
export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/** The button that shows the chosen value(s) and opens the options: shared by Select and MultiSelect. */
export function SelectTrigger() {
  return (
    <AriaButton className={[fieldStyles['input'], styles['trigger']].join(' ')}>
      <SelectValue className={styles['value']} />
      <svg className={styles['chevron']} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </AriaButton>
  );
}

/** The options in their popover, a tick beside each chosen one: shared by Select and MultiSelect. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <Popover className={styles['popover']} offset={4}>
      <ListBox className={styles['listbox']} items={options}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles['option']}>
            {({ isSelected }) => (
              <>
                <span>{option.label}</span>
                {isSelected && (
                  <svg className={styles['tick']} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
                    <path d="M3 8.5l3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
