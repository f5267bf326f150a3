import { useSearchParams } from 'react-router-dom';
import { Readiness } from '../features/readiness/Readiness.js';

/** The public agent-readiness report; `?report=<id>` opens a stored one, so the address can be shared. */
export function ReadinessPage() {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <title>Agent readiness report · Signpost</title>
      <h1 className="page-title">Is Your Site Ready for AI Agents?</h1>
      <p className="step__lead">
        Check your llms.txt, markdown versions of your pages, your robots.txt rules for AI crawlers and your
        sitemap in one report, with a fix for everything that falls short.
      </p>
      <Readiness
        reportId={search.get('report')}
        // A new entry in the history, so Back returns to the report before.
        onReport={(reportId) => setSearch({ report: reportId })}
      />
    </>
  );
}
