import type { MyAnalysisItem } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { TierBadge } from '../auth/TierBadge.js';
import { analysisMethodLabel, formatDate, formatSeconds, SITE_TYPE_LABELS } from './analysis-format.js';
import { hostOf, itemAction, rerunPath } from './analysis-list.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * One analysis of the list with every field it has (docs/product-rules.md, Screens) and what can be done with
 * it.
 */
export function AnalysisListItem({ item }: { item: MyAnalysisItem }) {
  const host = hostOf(item.url);
  const action = itemAction(item.status);
  return (
    <li className="analysis-item card">
      <div className="analysis-item__head">
        <h3 className="analysis-item__host">{host}</h3>
        <StatusBadge status={item.status} /> <TierBadge tier={item.tier} />
      </div>
      <p className="analysis-item__url url-text">{item.url}</p>
      <dl className="facts facts--inline">
        <div>
          <dt>Pages found</dt>
          <dd>{item.discoveredPagesCount}</dd>
        </div>
        <div>
          <dt>Site type</dt>
          <dd>{SITE_TYPE_LABELS[item.siteType]}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{analysisMethodLabel(item.analysisMethod)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Processing time</dt>
          <dd>{formatSeconds(item.processingTime)}</dd>
        </div>
        <div>
          <dt>AI calls</dt>
          <dd>{item.metrics.aiCallsUsed}</dd>
        </div>
        <div>
          <dt>Cached pages</dt>
          <dd>{item.metrics.cachedPages}</dd>
        </div>
      </dl>
      <div className="actions">
        {action === 'view-and-rerun' && (
          <>
            <Link
              to={`/analysis/${item.id}`}
              className="button button--primary button--small"
              aria-label={`View analysis of ${host}`}
            >
              View
            </Link>
            <Link
              to={rerunPath(item.url)}
              className="button button--secondary button--small"
              aria-label={`Re-run analysis of ${host}`}
            >
              Re-run
            </Link>
          </>
        )}
        {action === 'processing' && (
          <button type="button" className="button button--secondary button--small" disabled>
            <span className="spinner" aria-hidden="true" /> Processing
          </button>
        )}
        {action === 'retry' && (
          <Link
            to={rerunPath(item.url)}
            className="button button--primary button--small"
            aria-label={`Retry analysis of ${host}`}
          >
            Retry
          </Link>
        )}
      </div>
    </li>
  );
}
