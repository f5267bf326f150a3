import './landing.css';

type Mark = 'yes' | 'no' | 'partly';

interface Row {
  feature: string;
  signpost: Mark;
  byHand: Mark;
  sitemapOnly: Mark;
}

/** Ways of making the file, not named competitors: each mark is something the approach does or not. */
const ROWS: readonly Row[] = [
  { feature: 'Finds pages missing from the sitemap', signpost: 'yes', byHand: 'partly', sitemapOnly: 'no' },
  {
    feature: 'Reads robots.txt and skips disallowed pages',
    signpost: 'yes',
    byHand: 'partly',
    sitemapOnly: 'no',
  },
  { feature: 'Judges how useful each page is', signpost: 'yes', byHand: 'yes', sitemapOnly: 'no' },
  { feature: 'Lets you review the selection', signpost: 'yes', byHand: 'yes', sitemapOnly: 'no' },
  { feature: 'Describes each link', signpost: 'yes', byHand: 'yes', sitemapOnly: 'partly' },
  { feature: 'Checks the published file', signpost: 'yes', byHand: 'no', sitemapOnly: 'no' },
  { feature: 'Done in minutes, not hours', signpost: 'yes', byHand: 'no', sitemapOnly: 'yes' },
];

const MARK_TEXT: Record<Mark, string> = { yes: 'Yes', no: 'No', partly: 'Partly' };

function Cell({ mark }: { mark: Mark }) {
  return <td className={`compare__mark compare__mark--${mark}`}>{MARK_TEXT[mark]}</td>;
}

export function ComparisonTable() {
  return (
    <section className="landing-section" aria-labelledby="compare-title">
      <h2 id="compare-title" className="section-title">
        Three ways to write an llms.txt
      </h2>
      <div className="compare__scroll" tabIndex={0} role="region" aria-label="Comparison table">
        <table className="compare__table">
          <thead>
            <tr>
              <th scope="col">What you get</th>
              <th scope="col">Signpost</th>
              <th scope="col">By hand</th>
              <th scope="col">From the sitemap only</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <Cell mark={row.signpost} />
                <Cell mark={row.byHand} />
                <Cell mark={row.sitemapOnly} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
