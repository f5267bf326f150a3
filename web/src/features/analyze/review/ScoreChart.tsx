import { useMemo } from 'react';
import { distributionSummary, scoreDistribution } from './score-distribution.js';

const CHART_HEIGHT = 96;
const BAR_WIDTH = 24;
const GAP = 8;
const LABEL_SPACE = 18;

/** A bar chart of the pages' quality scores, with the counts as a table for screen readers. */
export function ScoreChart({ scores }: { scores: readonly number[] }) {
  const buckets = useMemo(() => scoreDistribution(scores), [scores]);
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const width = buckets.length * (BAR_WIDTH + GAP);
  const summary = distributionSummary(buckets);

  return (
    <figure className="score-chart">
      <figcaption className="score-chart__caption">Score distribution</figcaption>
      <svg
        className="score-chart__svg"
        viewBox={`0 0 ${width} ${CHART_HEIGHT + LABEL_SPACE * 2}`}
        role="img"
        aria-label={summary}
      >
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
