import { PlainList } from '@portal/shared/ui';

/** One value of a summary as it is, several one under another. */
export function Values({ values }: { values: readonly string[] }) {
  if (values.length === 1) return values[0];
  return (
    <PlainList>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </PlainList>
  );
}
