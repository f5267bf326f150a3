import { matchesFilter, pageInLanguage } from '@signpost/contracts';
import type { AnalysisMethod, PageFilterId } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { generatedFileMessage, STEP_FAILURES } from '../../../api/error-messages/index.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { useToast } from '../../../components/ToastProvider.js';
import { LanguagePicker } from '../languages/index.js';
import type { AnalysisResult } from '../analysis/use-analysis-result.js';
import type { AnalysisSummary } from '../workflow/workflow-state.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { FilterTabs } from './FilterTabs.js';
import { countByFilter, toSelectedPages } from './page-filters.js';
import { PageLimitNotice } from './PageLimitNotice.js';
import { PageRow } from './PageRow.js';
import { ScoreChart } from './ScoreChart.js';
import './review.css';

const METHOD_LABELS: Record<AnalysisMethod, string> = {
  sitemap: 'from its sitemap',
  'robots.txt': 'through robots.txt',
  'homepage-only': 'from the home page',
  'fallback-crawl': 'by following links',
};

const PAGE_LIST_ID = 'review-page-list';

export function ReviewStep({ analysisId, result }: { analysisId: string; result: AnalysisResult }) {
  const { state, dispatch } = useWizard();
  const toast = useToast();
  const [filter, setFilter] = useState<PageFilterId>('all');
  const { summary, pages: allPages } = result;
  const { languages, defaultLanguage } = summary;
  // On a site in several languages, the list holds the file's language; translations are another file.
  const pages = useMemo(
    () => allPages.filter((page) => pageInLanguage(page.language, state.language, defaultLanguage)),
    [allPages, state.language, defaultLanguage],
  );
  const selected = useMemo(() => new Set(state.selectedUrls), [state.selectedUrls]);
  const counts = useMemo(() => countByFilter(pages), [pages]);
  const visible = useMemo(() => pages.filter((page) => matchesFilter(page, filter)), [pages, filter]);

  const generate = useMutation({
    mutationFn: () =>
      signpostApi.generateLlmFile({ analysisId, selectedPages: toSelectedPages(pages, selected) }),
    onSuccess: (file) => {
      toast.success(generatedFileMessage(file.pageCount));
      dispatch({ type: 'file-generated', fileId: file.id });
    },
    onError: () => toast.error(STEP_FAILURES.generate),
  });

  const scores = useMemo(() => pages.map((page) => page.qualityScore), [pages]);
  const selectedCount = pages.filter((page) => selected.has(page.url)).length;
  const visibleUrls = visible.map((page) => page.url);
  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Expert-Guided Content Review
      </h2>
      <SummaryLine summary={summary} websiteUrl={state.websiteUrl} />
      {summary.pageLimit && <PageLimitNotice limit={summary.pageLimit} />}
      <p className="step__lead">
        Pages scoring 5 or more are selected for you. Keep the pages an AI assistant should know about.
      </p>

      {languages.length > 1 && (
        <LanguagePicker
          languages={languages}
          value={state.language ?? languages[0]?.tag ?? ''}
          onChange={(language) =>
            dispatch({ type: 'language-chosen', language, pages: allPages, defaultLanguage })
          }
        />
      )}

      {pages.length > 0 && <ScoreChart scores={scores} />}

      <FilterTabs active={filter} counts={counts} panelId={PAGE_LIST_ID} onChange={setFilter} />

      <div className="review-toolbar">
        <p className="review-toolbar__count" role="status" aria-live="polite">
          <strong>{selectedCount}</strong> selected of {pages.length} pages
        </p>
        <div className="review-toolbar__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={visible.length === 0}
            onClick={() =>
              dispatch({ type: 'pages-selected', urls: visibleUrls, selected: true, pages: allPages })
            }
          >
            Select all
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={visible.length === 0}
            onClick={() =>
              dispatch({ type: 'pages-selected', urls: visibleUrls, selected: false, pages: allPages })
            }
          >
            Select none
          </button>
        </div>
      </div>

      <div
        id={PAGE_LIST_ID}
        role="tabpanel"
        aria-labelledby={`filter-tab-${filter}`}
        className="page-list"
        tabIndex={0}
      >
        {visible.length === 0 ? (
          <p className="page-list__empty">
            {pages.length === 0 ? 'No pages were found on this site.' : 'No pages match this filter.'}
          </p>
        ) : (
          <ul className="page-list__items">
            {visible.map((page) => (
              <PageRow
                key={page.url}
                page={page}
                selected={selected.has(page.url)}
                onToggle={(url) => dispatch({ type: 'page-toggled', url })}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="step__footer">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={selectedCount === 0 || generate.isPending}
          aria-busy={generate.isPending}
          onClick={() => generate.mutate()}
        >
          {generate.isPending && <span className="spinner" aria-hidden="true" />}
          Generate llms.txt
        </button>
      </div>
    </div>
  );
}

function SummaryLine({ summary, websiteUrl }: { summary: AnalysisSummary; websiteUrl: string }) {
  const site = summary.siteName ?? websiteUrl;
  const method = summary.analysisMethod ? ` ${METHOD_LABELS[summary.analysisMethod]}` : '';
  const found = summary.totalPagesFound === 1 ? '1 page' : `${summary.totalPagesFound} pages`;
  return (
    <p className="summary">
      Found {found} on <strong>{site}</strong>
      {method} in {Math.round(summary.processingTimeSeconds)} s
      {summary.cachedPages > 0 && <>; {summary.cachedPages} unchanged pages reused their earlier scores</>}.
    </p>
  );
}
