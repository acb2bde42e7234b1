import type { LabTrendPoint } from '@portal/lab-imaging/contracts';
import { CHART, chartGeometry, niceStep } from './chart-geometry';

const point = (date: string, resultNumber: number, extra: Partial<LabTrendPoint> = {}): LabTrendPoint => ({
  id: 1,
  date,
  resultNumber,
  prefix: null,
  isWithinReferenceRange: true,
  referenceRange: { min: 117, max: 167 },
  ...extra,
});

const bottom = CHART.height - CHART.bottom;
const right = CHART.width - CHART.right;

describe('trend chart geometry', () => {
  it('picks steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(60, 4)).toBe(20);
    expect(niceStep(1, 4)).toBe(0.5);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(400, 4)).toBe(100);
  });

  it('spreads results by date and keeps the reference band and every value in view', () => {
    const geometry = chartGeometry([point('2025-01-01', 112, { isWithinReferenceRange: false }), point('2025-07-02', 140), point('2026-01-01', 150)]);
    const [first, middle, last] = geometry.points;
    expect(first?.x).toBe(CHART.left);
    expect(last?.x).toBe(right);
    // Half a year in, about half way.
    expect(middle?.x).toBeCloseTo(CHART.left + (right - CHART.left) * (182 / 365), 0);
    expect(first?.isOutside).toBe(true);
    expect(middle?.isOutside).toBe(false);
    for (const p of geometry.points) {
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
      expect(p.y).toBeLessThanOrEqual(bottom);
    }
    // Higher values are higher up; the band spans 117-167.
    expect(last?.y).toBeLessThan(first?.y ?? 0);
    expect(geometry.band?.height).toBeGreaterThan(0);
    expect(geometry.yTicks.map((t) => t.value)).toEqual([100, 120, 140, 160, 180]);
    expect(geometry.xTicks.map((t) => t.date)).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('centres a single result and draws an open-ended band to the edge', () => {
    const geometry = chartGeometry([point('2026-11-20', 5.6, { isWithinReferenceRange: false, referenceRange: { min: null, max: 5 } })]);
    expect(geometry.points[0]?.x).toBe(CHART.left + (right - CHART.left) / 2);
    expect(geometry.band?.y).toBeGreaterThan(CHART.top);
    expect((geometry.band?.y ?? 0) + (geometry.band?.height ?? 0)).toBe(bottom);
    expect(geometry.xTicks).toHaveLength(1);
  });

  it('has no band without a range, and a readable axis for one repeated value', () => {
    const geometry = chartGeometry([point('2026-01-01', 3, { referenceRange: null, isWithinReferenceRange: null }), point('2026-02-01', 3, { referenceRange: null })]);
    expect(geometry.band).toBeNull();
    expect(geometry.yTicks.length).toBeGreaterThan(1);
    expect(new Set(geometry.points.map((p) => p.y)).size).toBe(1);
    expect(geometry.points[0]?.y).toBeGreaterThan(CHART.top);
    expect(geometry.points[0]?.y).toBeLessThan(bottom);
  });
});
