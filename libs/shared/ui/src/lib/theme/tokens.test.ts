import { brandMailColours } from '@portal/shared/util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands } from './brands';
import type { Brand } from './brands';
import { BREAKPOINTS } from './breakpoints';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The custom properties of one brand block, the children brand inheriting the general ones. */
function tokensOf(brand: Brand): Record<string, string> {
  const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  const parse = (body: string) =>
    Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
  const general = blocks.find((b) => b[1]?.includes(`[data-brand='general']`));
  const own = blocks.find((b) => b[1]?.includes(`[data-brand='${brand}']`));
  return { ...parse(general?.[2] ?? ''), ...parse(own?.[2] ?? '') };
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const textPairs: [string, string][] = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-alt'],
  ['--color-text', '--color-highlight'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-alt'],
  ['--color-text-muted', '--color-highlight'],
  ['--color-primary', '--color-surface'],
  ['--color-primary', '--color-surface-alt'],
  ['--color-primary', '--color-primary-soft'],
  ['--color-primary-contrast', '--color-primary'],
  ['--color-primary-contrast', '--color-primary-hover'],
  ['--color-primary-contrast', '--color-danger'],
  ['--color-primary-contrast', '--color-danger-hover'],
  ['--color-danger', '--color-surface'],
  ['--color-danger', '--color-surface-alt'],
  ['--color-danger', '--color-danger-soft'],
  ['--color-success', '--color-surface'],
  ['--color-success', '--color-success-soft'],
  ['--color-warning', '--color-surface'],
  ['--color-warning', '--color-warning-soft'],
  ['--color-info', '--color-surface'],
  ['--color-info', '--color-info-soft'],
  ['--color-disabled-text', '--color-disabled-bg'],
];

const uiPairs: [string, string][] = [
  ['--color-border', '--color-surface'],
  ['--color-border', '--color-surface-alt'],
  ['--color-focus-ring', '--color-surface'],
  ['--color-focus-ring', '--color-surface-alt'],
  ['--color-focus-ring', '--color-primary-soft'],
  ['--color-primary', '--color-surface'],
];

describe.each(brands)('tokens of the %s brand', (brand) => {
  const tokens = tokensOf(brand);
  const color = (name: string) => {
    const value = tokens[name];
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour in ${brand}`);
    return value;
  };

  it.each(textPairs)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('UI part %s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });

  it('gives the mails the same colours (brandMailColours of @portal/shared/util)', () => {
    // The API's mails cannot read this stylesheet, so shared/util writes the values out; this keeps
    // them from drifting apart, and the contrast checked above then holds in the mails too.
    expect(brandMailColours[brand]).toEqual({
      primary: color('--color-primary'),
      primaryContrast: color('--color-primary-contrast'),
      text: color('--color-text'),
      surface: color('--color-surface'),
    });
  });

  it('documents the breakpoints', () => {
    expect(tokens['--breakpoint-small']).toBe(`${BREAKPOINTS.small}px`);
    expect(tokens['--breakpoint-medium']).toBe(`${BREAKPOINTS.medium}px`);
  });
});

it('breakpoints are 480 and 800 px', () => {
  expect(BREAKPOINTS).toEqual({ small: 480, medium: 800 });
});
