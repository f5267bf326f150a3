import { HIGH_QUALITY_FILTER_THRESHOLD, PAGE_FILTER_LABELS } from '@signpost/contracts';
import type { QualityBand } from '@signpost/contracts';
import { useMemo } from 'react';
import { BAND_RANGES, distributionSummary, scoreDistribution } from './score-distribution.js';

const CHART_HEIGHT = 96;
const BAR_WIDTH = 24;
const GAP = 8;
const LABEL_SPACE = 18;

const LEGEND: readonly { band: QualityBand; label: string }[] = [
  { band: 'high', label: 'High' },
  { band: 'medium', label: 'Medium' },
  { band: 'low', label: 'Low' },
];

/**
 * A bar chart of the pages' quality scores, coloured by the badges' bands, with a legend giving each
 * band's range and where the "High Quality Only" filter starts (a dashed line before 7: its 7s are
 * Medium), and the counts as a table for screen readers.
 */
export function ScoreChart({ scores }: { scores: readonly number[] }) {
  const buckets = useMemo(() => scoreDistribution(scores), [scores]);
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const width = buckets.length * (BAR_WIDTH + GAP);
  const summary = distributionSummary(buckets);
  const filterX = (HIGH_QUALITY_FILTER_THRESHOLD - 1) * (BAR_WIDTH + GAP);

  return (
    <figure className="score-chart">
      <figcaption className="score-chart__caption">Score distribution</figcaption>
      <svg
        className="score-chart__svg"
        viewBox={`0 0 ${width} ${CHART_HEIGHT + LABEL_SPACE * 2}`}
        role="img"
        aria-label={summary}
      >
        <line
          className="score-chart__filter-line"
          x1={filterX}
          x2={filterX}
          y1={LABEL_SPACE / 2}
          y2={LABEL_SPACE + CHART_HEIGHT}
        />
        {buckets.map((bucket, index) => {
          const height = Math.round((bucket.count / max) * CHART_HEIGHT);
          const x = index * (BAR_WIDTH + GAP) + GAP / 2;
          return (
            <g key={bucket.score}>
              <rect
                className={`score-chart__bar score-chart__bar--${bucket.band}`}
                x={x}
                y={LABEL_SPACE + CHART_HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
                rx={3}
              />
              {bucket.count > 0 && (
                <text
                  className="score-chart__count"
                  x={x + BAR_WIDTH / 2}
                  y={LABEL_SPACE + CHART_HEIGHT - height - 4}
                >
                  {bucket.count}
                </text>
              )}
              <text
                className="score-chart__label"
                x={x + BAR_WIDTH / 2}
                y={LABEL_SPACE * 2 + CHART_HEIGHT - 4}
              >
                {bucket.score}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="score-chart__legend">
        {LEGEND.map(({ band, label }) => (
          <li key={band}>
            <span className={`score-chart__swatch score-chart__bar--${band}`} aria-hidden="true" />
            {label}: {BAND_RANGES[band]}
          </li>
        ))}
        <li>
          <span className="score-chart__swatch score-chart__swatch--filter" aria-hidden="true" />
          {PAGE_FILTER_LABELS['high-quality']}: {HIGH_QUALITY_FILTER_THRESHOLD} and up
        </li>
      </ul>
      <table className="visually-hidden">
        <caption>Pages per quality score</caption>
        <thead>
          <tr>
            <th scope="col">Score</th>
            <th scope="col">Pages</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.score}>
              <th scope="row">{bucket.score}</th>
              <td>{bucket.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
