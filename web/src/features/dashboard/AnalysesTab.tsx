import type { User } from '@signpost/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ANALYSIS_LIST_FAILED } from '../../api/error-messages/index.js';
import { AnalysisListItem } from './AnalysisListItem.js';
import {
  DEFAULT_LIST_VIEW,
  parseSortOrder,
  parseStatusFilter,
  SORT_LABELS,
  SORT_ORDERS,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  viewAnalyses,
} from './analysis-list.js';
import type { ListView } from './analysis-list.js';
import { useMyAnalyses } from './use-my-analyses.js';

/** My Analyses: the account's analyses, searchable by address, filtered by status and sorted. */
export function AnalysesTab({ user }: { user: User }) {
  const analyses = useMyAnalyses(user.id);
  const [view, setView] = useState<ListView>(DEFAULT_LIST_VIEW);
  const id = useId();
  const items = analyses.data ?? [];
  const shown = viewAnalyses(items, view);

  if (analyses.isPending) return <p role="status">Loading your analyses…</p>;
  if (analyses.isError) {
    return (
      <div className="panel panel--danger" role="alert">
        <p>{ANALYSIS_LIST_FAILED}</p>
        <button type="button" className="button button--secondary" onClick={() => void analyses.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="panel dashboard-empty">
        <h2 className="panel__title">Ready to analyze your first website!</h2>
        <p>Your analyses will be listed here, kept for 30 days.</p>
        <Link to="/analyze" className="button button--primary">
          Start New Analysis
        </Link>
      </div>
    );
  }

  return (
    <>
      <h2 className="section-title">My Analyses</h2>
      <form className="list-controls" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="list-controls__field list-controls__field--wide">
          <label htmlFor={`${id}-search`} className="field__label">
            Search by URL
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="text-input"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
            placeholder="example.com"
          />
        </div>
        <div className="list-controls__field">
          <label htmlFor={`${id}-status`} className="field__label">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="text-input"
            value={view.status}
            onChange={(event) => setView({ ...view, status: parseStatusFilter(event.target.value) })}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {STATUS_FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
        <div className="list-controls__field">
          <label htmlFor={`${id}-sort`} className="field__label">
            Sort
          </label>
          <select
            id={`${id}-sort`}
            className="text-input"
            value={view.sort}
            onChange={(event) => setView({ ...view, sort: parseSortOrder(event.target.value) })}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {SORT_LABELS[order]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="panel__meta" role="status">
        Showing {shown.length} of {items.length} {items.length === 1 ? 'analysis' : 'analyses'}
      </p>
      {shown.length === 0 ? (
        <div className="panel dashboard-empty">
          <h2 className="panel__title">No matching analyses found</h2>
          <p>Try another address or status.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setView(DEFAULT_LIST_VIEW)}
          >
            Clear filters
          </button>
        </div>
      ) : (
        <ul className="analysis-list" aria-label="Your analyses">
          {shown.map((item) => (
            <AnalysisListItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
