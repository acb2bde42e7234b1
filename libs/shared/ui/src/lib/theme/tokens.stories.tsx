import type { Meta, StoryObj } from '@storybook/react-vite';

const colours = [
  'primary',
  'primary-hover',
  'primary-contrast',
  'primary-soft',
  'text',
  'text-muted',
  'surface',
  'surface-alt',
  'border',
  'border-subtle',
  'danger',
  'success',
  'warning',
  'info',
  'focus-ring',
  'highlight',
];

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: 12, padding: 0, listStyle: 'none' }}>
        {colours.map((name) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span
              style={{
                width: 40,
                height: 40,
                borderRadius: 'var(--radius-sm)',
                border: '1px solid var(--color-border)',
                background: `var(--color-${name})`,
              }}
            />
            <code>--color-{name}</code>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((step) => (
          <div key={step} style={{ textAlign: 'center' }}>
            <div style={{ width: `var(--space-${step})`, height: `var(--space-${step})`, background: 'var(--color-primary)' }} />
            <code>{step}</code>
          </div>
        ))}
      </div>
      <p style={{ fontSize: 'var(--font-size-xxl)', fontWeight: 'var(--font-weight-bold)' }}>Heading 2rem</p>
      <p style={{ fontSize: 'var(--font-size-lg)' }}>Lead text 1.25rem</p>
      <p>Body text 1rem</p>
      <p style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}>Muted small text 0.875rem</p>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
