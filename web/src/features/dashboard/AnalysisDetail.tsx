import { siteOf, type MyAnalysisDetail, type User } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { analysisDetailErrorMessage } from '../../api/error-messages/index.js';
import { TierBadge } from '../auth/TierBadge.js';
import { AnalysisMonitorLink, PublishedAddress } from '../monitors/index.js';
import { SiteReadersPanel } from '../readers/index.js';
import {
  analysisMethodLabel,
  cacheNote,
  formatDateTime,
  formatSeconds,
  formatUsd,
  SITE_TYPE_LABELS,
} from './analysis-format.js';
import { hostOf, rerunPath } from './analysis-list.js';
import { DiscoveredPageList } from './DiscoveredPageList.js';
import { StatusBadge } from './StatusBadge.js';
import { useMyAnalysis } from './use-my-analyses.js';
import { Fact } from './Fact.js';
import './dashboard.css';

const BACK_TO_ANALYSES = '/dashboard?tab=analyses';

/**
 * /analysis/{id}: loading, an error with the way back, or the analysis in full
 * (docs/product-rules.md, Screens).
 */
export function AnalysisDetail({ user, analysisId }: { user: User; analysisId: string }) {
  const analysis = useMyAnalysis(user.id, analysisId);

  if (analysis.isPending) {
    return (
      <>
        <h1 className="page-title">Analysis details</h1>
        <p role="status">Loading analysis…</p>
      </>
    );
  }
  if (analysis.isError) {
    return (
      <>
        <h1 className="page-title">Analysis details</h1>
        <div className="panel panel--danger" role="alert">
          <p>{analysisDetailErrorMessage(analysis.error)}</p>
          <Link to={BACK_TO_ANALYSES} className="button button--secondary">
            Back to Dashboard
          </Link>
        </div>
      </>
    );
  }
  return <AnalysisDetailView userId={user.id} analysis={analysis.data} />;
}

function AnalysisDetailView({ userId, analysis }: { userId: string; analysis: MyAnalysisDetail }) {
  const { analysisMetadata: meta } = analysis;
  const { metrics } = meta;
  const note = cacheNote(metrics);
  return (
    <>
      <p>
        <Link to={BACK_TO_ANALYSES}>← Back to Dashboard</Link>
      </p>
      <div className="detail-heading">
        <h1 className="page-title">{hostOf(analysis.url)}</h1>
        <StatusBadge status={analysis.status} /> <TierBadge tier={meta.tier} />
      </div>
      <AnalysisMonitorLink userId={userId} url={analysis.url} />
      {analysis.published && <PublishedAddress url={analysis.published.url} host={hostOf(analysis.url)} />}
      {analysis.published && <SiteReadersPanel userId={userId} site={siteOf(analysis.url)} />}
      <section className="panel" aria-labelledby="overview-title">
        <h2 id="overview-title" className="panel__title">
          Website overview
        </h2>
        <dl className="facts">
          <Fact label="URL">
            <a className="url-text" href={analysis.url} target="_blank" rel="noreferrer">
              {analysis.url}
            </a>
          </Fact>
          <Fact label="Site type">{SITE_TYPE_LABELS[meta.siteType]}</Fact>
          <Fact label="Analysis method">{analysisMethodLabel(meta.analysisMethod)}</Fact>
          <Fact label="Pages found / analysed">
            {meta.totalPagesFound} found, {analysis.discoveredPages.length} analysed
          </Fact>
          <Fact label="Created">
            <time dateTime={analysis.createdAt}>{formatDateTime(analysis.createdAt)}</time>
          </Fact>
        </dl>
        {meta.message !== null && <p className="notice">{meta.message}</p>}
      </section>
      <section className="panel" aria-labelledby="metrics-title">
        <h2 id="metrics-title" className="panel__title">
          Performance metrics
        </h2>
        <dl className="metrics">
          <Fact label="Processing time">{formatSeconds(metrics.processingTime)}</Fact>
          <Fact label="AI calls used">{metrics.aiCallsUsed}</Fact>
          <Fact label="Cached pages">{metrics.cachedPages}</Fact>
          <Fact label="Estimated cost">{formatUsd(metrics.estimatedCost)}</Fact>
        </dl>
        {note !== null && (
          <p className="notice" role="note">
            {note}
          </p>
        )}
      </section>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title" className="section-title">
          Discovered pages ({analysis.discoveredPages.length})
        </h2>
        <DiscoveredPageList pages={analysis.discoveredPages} />
      </section>
      {analysis.status === 'completed' && (
        <div className="actions">
          <Link to={rerunPath(analysis.url)} className="button button--primary">
            Re-run Analysis
          </Link>
        </div>
      )}
    </>
  );
}
