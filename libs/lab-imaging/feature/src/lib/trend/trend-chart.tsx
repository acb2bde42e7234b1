import type { LabTrend } from '@portal/lab-imaging/contracts';
import { useLang } from '@portal/shared/i18n';
import { formatDate } from '@portal/shared/util';
import { DataTable, PlainList, Stack } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from '../components/lab-imaging.module.css';
import { RangeMark } from '../components/range-mark';
import { trendMessages } from '../messages';
import { formatLabNumber, formatNumericResult, formatReferenceRange, withUnit } from '../rules/result-format';
import { CHART, chartGeometry } from './chart-geometry';

const RADIUS = 6;

/** A triangle pointing up around (x, y): the shape of a result outside the range. */
function triangle(x: number, y: number, size = RADIUS + 1.5): string {
  return `M${x} ${y - size}L${x + size} ${y + size * 0.8}L${x - size} ${y + size * 0.8}Z`;
}

function Legend({ hasBand, hasOutside }: { hasBand: boolean; hasOutside: boolean }) {
  const intl = useIntl();
  return (
    <PlainList className={styles['legend']}>
      <li className={styles['legendItem']}>
        <svg className={styles['legendSymbol']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="5.5" className={styles['chartWithin']} />
        </svg>
        {intl.formatMessage(trendMessages.legendWithin)}
      </li>
      {hasOutside && (
        <li className={styles['legendItem']}>
          <svg className={styles['legendSymbol']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d={triangle(8, 8.5, 6)} className={styles['chartOutside']} />
          </svg>
          {intl.formatMessage(trendMessages.legendOutside)}
        </li>
      )}
      {hasBand && (
        <li className={styles['legendItem']}>
          <svg className={styles['legendSymbol']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <rect x="1" y="3" width="14" height="10" className={styles['chartBand']} />
          </svg>
          {intl.formatMessage(trendMessages.legendRange)}
        </li>
      )}
    </PlainList>
  );
}

export interface TrendChartProps {
  trend: LabTrend;
  /** The result the page shows, ringed in the chart and marked in the table. */
  currentId: number;
}

/**
 * A test's results over time as an SVG line with the reference band. The drawing is hidden from
 * screen readers: the caption and the table beside it say the same in words and numbers. A result
 * outside the range is a triangle, one within it a circle, so colour is never the only sign.
 */
export function TrendChart({ trend, currentId }: TrendChartProps) {
  const intl = useIntl();
  const lang = useLang();
  const captionId = useId();
  const geometry = chartGeometry(trend.points);
  const { width, height, left, right, bottom } = CHART;
  const plotBottom = height - bottom;
  const name = trend.displayName;
  const line = geometry.points.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <Stack as="figure" gap={3} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles['trendCaption']}>
        {intl.formatMessage(trendMessages.caption, { name, count: trend.points.length })}
      </figcaption>
      <svg className={styles['chart']} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {geometry.band && <rect x={left} y={geometry.band.y} width={width - left - right} height={geometry.band.height} className={styles['chartBand']} />}
        {geometry.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} className={styles['chartGrid']} />
            <text x={left - 8} y={tick.y} dy="0.32em" textAnchor="end" className={styles['chartAxisText']}>
              {formatLabNumber(tick.value, lang)}
            </text>
          </g>
        ))}
        {geometry.xTicks.map((tick, i) => (
          <text
            key={tick.date}
            x={tick.x}
            y={plotBottom + 22}
            textAnchor={geometry.xTicks.length === 1 ? 'middle' : i === 0 ? 'start' : i === geometry.xTicks.length - 1 ? 'end' : 'middle'}
            className={styles['chartAxisText']}
          >
            {formatDate(tick.date)}
          </text>
        ))}
        <line x1={left} x2={width - right} y1={plotBottom} y2={plotBottom} className={styles['chartGrid']} />
        {geometry.points.length > 1 && <polyline points={line} className={styles['chartLine']} />}
        {geometry.points.map(({ point, x, y, isOutside }) => (
          <g key={point.id}>
            {isOutside ? <path d={triangle(x, y)} className={styles['chartOutside']} /> : <circle cx={x} cy={y} r={RADIUS} className={styles['chartWithin']} />}
            {point.id === currentId && <circle cx={x} cy={y} r={RADIUS + 5} className={styles['chartCurrent']} />}
          </g>
        ))}
      </svg>
      <Legend hasBand={geometry.band !== null} hasOutside={geometry.points.some((p) => p.isOutside)} />
      {trend.points.length === 1 && <p className={styles['muted']}>{intl.formatMessage(trendMessages.onlyOne)}</p>}
      <DataTable compact caption={intl.formatMessage(trendMessages.tableCaption, { name })}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(trendMessages.date)}</th>
              <th scope="col">{intl.formatMessage(trendMessages.result)}</th>
              <th scope="col">{intl.formatMessage(trendMessages.referenceRange)}</th>
              <th scope="col">{intl.formatMessage(trendMessages.judgement)}</th>
            </tr>
          </thead>
          <tbody>
            {[...trend.points].reverse().map((point) => {
              const range = formatReferenceRange(point.referenceRange, lang);
              return (
                <tr key={point.id}>
                  <th scope="row">
                    {formatDate(point.date)}
                    {point.id === currentId && <> {intl.formatMessage(trendMessages.thisResult)}</>}
                  </th>
                  <td data-numeric>{withUnit(formatNumericResult(point.resultNumber, point.prefix, lang), trend.unit)}</td>
                  <td data-numeric>{range !== null && withUnit(range, trend.unit)}</td>
                  <td>
                    <RangeMark isWithinReferenceRange={point.isWithinReferenceRange} withText />
                  </td>
                </tr>
              );
            })}
          </tbody>
      </DataTable>
    </Stack>
  );
}
