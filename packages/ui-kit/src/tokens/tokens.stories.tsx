import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultColorScheme } from '@plein/validation';
import { colorSchemeToCssVars, fontSizes, spacing } from './tokens';

function TokenOverview({ primary }: { primary: string }) {
  return (
    <div
      style={{
        ...colorSchemeToCssVars({ primary }),
        fontFamily: 'var(--plein-font-family)',
        color: 'var(--plein-color-text)',
      }}
    >
      <h2>Colours</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {Object.entries(defaultColorScheme).map(([name]) => (
          <li key={name} style={{ width: 140 }}>
            <div
              style={{
                height: 48,
                border: '1px solid #6b7280',
                background: `var(--plein-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`,
              }}
            />
            {name}
          </li>
        ))}
      </ul>
      <h2>Font sizes</h2>
      {Object.entries(fontSizes).map(([name, px]) => (
        <p key={name} style={{ fontSize: `var(--plein-font-size-${name})`, margin: '4px 0' }}>
          {name} ({px}px)
        </p>
      ))}
      <h2>Spacing</h2>
      {Object.entries(spacing).map(([step, px]) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 80 }}>{`${step} (${px}px)`}</span>
          <span style={{ width: px, height: 16, background: 'var(--plein-color-primary)' }} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Tokens/Overview',
  component: TokenOverview,
  args: { primary: defaultColorScheme.primary },
} satisfies Meta<typeof TokenOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default tokens. */
export const Default: Story = {};

/** A tenant colour, applied with colorSchemeToCssVars. */
export const TenantPrimary: Story = { args: { primary: '#7c2d12' } };
