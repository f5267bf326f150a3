import { READER_CLASS_LABELS, READER_CLASSES, type SiteReaders } from '@signpost/contracts';
import { CHART_HEIGHT, CHART_WIDTH, chartBars, readersSentence, scaleTicks } from './readers-chart.js';
import { useSiteReaders } from './use-site-readers.js';
import './readers.css';

/** Who read the published file of `site`, its markdown copies and its MCP server: a chart per day. */
export function SiteReadersPanel({ userId, site }: { userId: string; site: string }) {
  const { data, isPending, isError } = useSiteReaders(userId, site);
  const titleId = `readers-title-${site}`;
  return (
    <section className="panel readers" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        Readers of your published file, last 30 days
      </h2>
      {isPending && <p className="readers__note">Loading the readers…</p>}
      {isError && <p className="readers__note">The readers could not be loaded. Try again in a moment.</p>}
      {data && <ReadersChart readers={data} />}
    </section>
  );
}

function ReadersChart({ readers }: { readers: SiteReaders }) {
  const { bars, top } = chartBars(readers.days);
  const ticks = scaleTicks(top);
  const first = readers.days[0]?.date;
  const last = readers.days.at(-1)?.date;
  return (
    <>
      <p className="readers__summary">{readersSentence(readers)}</p>
      <div className="readers__plot">
        <span className="readers__scale" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick.value}>{tick.value}</span>
          ))}
        </span>
        <svg
          className="readers__chart"
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {ticks
            .filter((tick) => tick.value > 0)
            .map((tick) => (
              <line
                key={tick.value}
                className="readers__grid"
                x1={0}
                x2={CHART_WIDTH}
                y1={tick.y}
                y2={tick.y}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          {bars.map((bar) =>
            bar.segments.map((segment) => (
              <rect
                key={`${bar.date}-${segment.class}`}
                className={`readers__bar readers__bar--${segment.class}`}
                x={bar.x}
                y={segment.y}
                width={bar.width}
                height={segment.height}
              >
                <title>{`${bar.date}: ${READER_CLASS_LABELS[segment.class]}`}</title>
              </rect>
            )),
          )}
        </svg>
        <span className="readers__dates" aria-hidden="true">
          <span>{first}</span>
          <span>{last}</span>
        </span>
      </div>
      <ul className="readers__legend">
        {READER_CLASSES.map((name) => (
          <li key={name}>
            <span className={`readers__swatch readers__bar--${name}`} aria-hidden="true" />
            {READER_CLASS_LABELS[name]}: {readers.byClass[name]}
          </li>
        ))}
      </ul>
      <details className="readers__details">
        <summary>The figures by agent and by day</summary>
        <div className="readers__tables">
          <table>
            <caption>Reads by agent</caption>
            <thead>
              <tr>
                <th scope="col">Agent</th>
                <th scope="col">Class</th>
                <th scope="col">Reads</th>
              </tr>
            </thead>
            <tbody>
              {readers.byAgent.map((row) => (
                <tr key={`${row.class}-${row.agent}`}>
                  <th scope="row">{row.agent}</th>
                  <td>{READER_CLASS_LABELS[row.class]}</td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <caption>Reads by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Reads</th>
                <th scope="col">By class</th>
              </tr>
            </thead>
            <tbody>
              {readers.days
                .filter((day) => day.total > 0)
                .map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="readers__day">
                      {day.date}
                    </th>
                    <td>{day.total}</td>
                    <td>
                      {READER_CLASSES.filter((name) => day.byClass[name] > 0)
                        .map((name) => `${READER_CLASS_LABELS[name]} ${day.byClass[name]}`)
                        .join(', ')}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
