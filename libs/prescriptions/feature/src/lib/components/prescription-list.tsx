import type { Prescription } from '@portal/prescriptions/contracts';
import { Checkbox, PlainList, Stack } from '@portal/shared/ui';
import { useMemo, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import { selectAllState, selectionReducer } from '../selection';
import { PrescriptionCard } from './prescription-card';
import { RenewalCart } from './renewal-cart';

export interface PrescriptionListProps {
  prescriptions: readonly Prescription[];
  /** Renewal is in use: checkboxes, select-all and the cart. */
  renewable: boolean;
  /** Goes to the renewal of the chosen ids. */
  onRenew: (ids: readonly number[]) => void;
}

/** The prescriptions as cards, and while renewal is in use, choosing them into the cart. */
export function PrescriptionList({ prescriptions, renewable, onRenew }: PrescriptionListProps) {
  const intl = useIntl();
  const reducer = useMemo(() => selectionReducer(prescriptions), [prescriptions]);
  const [selected, dispatch] = useReducer(reducer, []);
  const all = selectAllState(selected, prescriptions);
  const chosen = prescriptions.filter((prescription) => selected.includes(prescription.id));
  const anyRenewable = prescriptions.some((prescription) => prescription.isRenewable);

  return (
    <Stack gap={4}>
      {renewable && anyRenewable && (
        <Checkbox isSelected={all === 'all'} isIndeterminate={all === 'some'} onChange={() => dispatch({ type: 'toggle-all' })}>
          {intl.formatMessage(listMessages.selectAll)}
        </Checkbox>
      )}
      <PlainList gap={4} aria-label={intl.formatMessage(listMessages.label)}>
        {prescriptions.map((prescription) => (
          <PrescriptionCard
            key={prescription.id}
            prescription={prescription}
            selectable={renewable}
            isSelected={selected.includes(prescription.id)}
            onToggle={() => dispatch({ type: 'toggle', id: prescription.id })}
          />
        ))}
      </PlainList>
      {renewable && anyRenewable && <RenewalCart chosen={chosen} onRemove={(id) => dispatch({ type: 'remove', id })} onRenew={() => onRenew(selected)} />}
    </Stack>
  );
}
