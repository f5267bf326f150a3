import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signpostApi } from '../../../api/signpost-api.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { AUTO_PROCEED_MS, limitsDecision } from '../workflow/tier-limits.js';
import { limitsKeys } from '../../../api/queries/limits.js';
import './url-input.css';

/**
 * The tier-limits check (docs/product-rules.md, Usage and limits): shows the answer and proceeds by itself,
 * after a pause that depends on the plan, after 1 s when the check failed, and after 5 s whatever happens. A
 * refusal opens the daily-limit dialog.
 */
export function TierLimitsPanel() {
  const { state, dispatch } = useWizard();
  const { plans } = usePlanCatalogue();
  const check = useQuery({
    queryKey: limitsKeys.check(state.userEmail, state.websiteUrl),
    queryFn: ({ signal }) =>
      signpostApi.checkLimits({ email: state.userEmail || undefined, url: state.websiteUrl }, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const decision = check.data === undefined ? null : limitsDecision(check.data);

  useEffect(() => {
    const timer = window.setTimeout(
      () => dispatch({ type: 'proceed-to-analysis' }),
      AUTO_PROCEED_MS.fallback,
    );
    return () => window.clearTimeout(timer);
  }, [dispatch]);

  // Keyed on the decision's kind, not the object, which each render makes anew.
  useEffect(() => {
    if (decision?.kind === 'refused') {
      dispatch({ type: 'daily-limit-reached', notice: decision.notice });
      return;
    }
    const delay =
      decision?.kind === 'proceed' ? decision.afterMs : check.isError ? AUTO_PROCEED_MS.failed : null;
    if (delay === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'proceed-to-analysis' }), delay);
    return () => window.clearTimeout(timer);
  }, [decision?.kind, check.isError, dispatch]);

  const data = check.data;
  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Checking Your Plan Limits
      </h2>
      <div className="limits-panel" role="status" aria-live="polite">
        {data === undefined && !check.isError && (
          <p>
            <span className="spinner" aria-hidden="true" /> Checking what your plan allows…
          </p>
        )}
        {check.isError && <p>We could not check your limits just now; starting the analysis anyway.</p>}
        {data?.allowed && (
          <>
            <p>
              <strong>{plans[data.tier].displayName}</strong>: {data.currentUsage.analysesToday} of{' '}
              {data.limits.dailyAnalyses} analyses used, up to{' '}
              {data.limits.maxPagesPerAnalysis.toLocaleString('en-US')} pages per analysis.
            </p>
            <p className="panel__meta">
              Estimated AI cost: ${data.estimatedCost.toFixed(3)}. Starting your analysis…
            </p>
          </>
        )}
      </div>
    </div>
  );
}
