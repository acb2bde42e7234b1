import type { LabTrendPoint, ReferenceRange } from '@portal/lab-imaging/contracts';
import { helsinkiInstant } from '@portal/shared/util';

/** The drawing area of the chart in SVG units; the SVG scales to its box. */
export const CHART = { width: 600, height: 240, left: 56, right: 20, top: 16, bottom: 36 } as const;

export interface PlottedPoint {
  point: LabTrendPoint;
  x: number;
  y: number;
  isOutside: boolean;
}

export interface ChartGeometry {
  points: PlottedPoint[];
  /** The reference band of the newest result, open ends drawn to the chart's edge; null without a range. */
  band: { y: number; height: number } | null;
  yTicks: { value: number; y: number }[];
  /** The dates labelled under the chart: first, last and one between when there is room. */
  xTicks: { date: string; x: number }[];
}

/** 1, 2 or 5 times a power of ten: a step that gives about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The value range the axis shows: every result and both limits of the newest range, with a
 * margin. A range with only an upper limit (cholesterol under 5) reaches down to zero, so its
 * band shows whatever the values.
 */
function valueDomain(points: readonly LabTrendPoint[], range: ReferenceRange | null): [number, number] {
  const limits = range ? [range.min, range.max].filter((value): value is number => value !== null) : [];
  const values = [...points.map((p) => p.resultNumber), ...limits];
  const nonNegative = Math.min(...values) >= 0;
  let low = range && range.min === null && range.max !== null && nonNegative ? 0 : Math.min(...values);
  let high = Math.max(...values);
  const margin = low === high ? (low === 0 ? 1 : Math.abs(low) * 0.2) : (high - low) * 0.1;
  low -= margin;
  high += margin;
  // Measured amounts are never negative: the axis starts at zero rather than below it.
  if (nonNegative) low = Math.max(0, low);
  const step = niceStep(high - low, 4);
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step];
}

/** Where each result, the band and the ticks go. `points` is oldest first and not empty. */
export function chartGeometry(points: readonly LabTrendPoint[]): ChartGeometry {
  const { width, height, left, right, top, bottom } = CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const range = points.at(-1)?.referenceRange ?? null;
  const [low, high] = valueDomain(points, range);
  const y = (value: number) => top + plotHeight - ((value - low) / (high - low)) * plotHeight;

  const times = points.map((p) => helsinkiInstant(p.date).getTime());
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? 0;
  // One result, or all on one day: in the middle.
  const x = (time: number) => (last === first ? left + plotWidth / 2 : left + ((time - first) / (last - first)) * plotWidth);

  const plotted = points.map((point, i) => ({
    point,
    x: x(times[i] ?? first),
    y: y(point.resultNumber),
    isOutside: point.isWithinReferenceRange === false,
  }));

  let band: ChartGeometry['band'] = null;
  if (range && (range.min !== null || range.max !== null)) {
    const bandTop = range.max === null ? top : y(range.max);
    const bandBottom = range.min === null ? top + plotHeight : y(range.min);
    band = { y: bandTop, height: Math.max(0, bandBottom - bandTop) };
  }

  const step = niceStep(high - low, 4);
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let value = low; value <= high + step / 1000; value += step) {
    // Rounded to the step's decimals, so 0.1 + 0.2 reads 0.3.
    const rounded = Number(value.toFixed(Math.max(0, -Math.floor(Math.log10(step)))));
    yTicks.push({ value: rounded, y: y(rounded) });
  }

  const tickIndexes = [...new Set([0, plotted.length >= 5 ? Math.floor((plotted.length - 1) / 2) : 0, plotted.length - 1])];
  const xTicks = tickIndexes.flatMap((i) => {
    const at = plotted[i];
    return at ? [{ date: at.point.date, x: at.x }] : [];
  });
  return { points: plotted, band, yTicks, xTicks };
}
