/** A percentage safe to render: clamped to 0-100, and NaN (e.g. 0 / 0 steps) shown as 0. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
