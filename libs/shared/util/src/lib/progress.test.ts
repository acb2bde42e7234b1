import { clampProgress } from './progress';

it.each([
  [0, 0],
  [50, 50],
  [99.5, 99.5],
  [100, 100],
  [100.01, 100],
  [250, 100],
  [-0.01, 0],
  [-5, 0],
  [Number.NaN, 0],
  [Number.POSITIVE_INFINITY, 100],
  [Number.NEGATIVE_INFINITY, 0],
])('clampProgress(%d) → %d', (value, expected) => {
  expect(clampProgress(value)).toBe(expected);
});
