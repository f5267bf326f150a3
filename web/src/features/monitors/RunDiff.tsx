import type { MonitorRun } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { liveFileText, runSections } from './monitor-format.js';
import { UrlList } from './UrlList.js';

/** What one finished run found: the four lists, the site's own /llms.txt, and the analysis it made. */
export function RunDiff({ run, baseline }: { run: MonitorRun; baseline: boolean }) {
  return (
    <>
      {run.status === 'failed' && (
        <p className="monitor-error">
          <strong>This run failed:</strong> {run.error ?? 'The site could not be read.'}
        </p>
      )}
      {run.status === 'skipped' && (
        <p className="monitor-error">
          <strong>This run was skipped:</strong> {run.error ?? 'Your plan could not cover it.'}
        </p>
      )}
      {run.status === 'running' && <p>Reading the site now; the changes show here when the run ends.</p>}
      {run.status === 'completed' && (
        <>
          {baseline && (
            <p className="notice" role="note">
              This first run is the baseline: it records the site’s pages, and later runs list what changed
              since.
            </p>
          )}
          <div className="monitor-diff">
            {runSections(run).map((section) => (
              <UrlList key={section.key} title={section.title} urls={section.urls} />
            ))}
          </div>
          <p>
            <strong>Live /llms.txt:</strong> {liveFileText(run.liveFile)}{' '}
            {run.liveFile !== null && (
              <a href={run.liveFile.url} target="_blank" rel="noreferrer" className="monitor-live-url">
                {run.liveFile.url}
              </a>
            )}
          </p>
        </>
      )}
      {run.analysisId !== null && run.status !== 'running' && (
        <p>
          <Link to={`/analysis/${run.analysisId}`}>Open the analysis of this run</Link>
        </p>
      )}
    </>
  );
}
