import { readinessCheckErrorMessage, sharedReportErrorMessage } from '../../api/error-messages/index.js';
import { useAuth } from '../auth/AuthProvider.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { readinessAllowance } from './readiness-display.js';
import { ReadinessFailure } from './ReadinessFailure.js';
import { ReadinessForm } from './ReadinessForm.js';
import { ReadinessReportView } from './ReadinessReportView.js';
import { ShareReportLink } from './ShareReportLink.js';
import { useReadinessCheck, useSharedReport } from './use-readiness.js';

interface ReadinessProps {
  /** The report on show: the page keeps it in its address (`?report=`), the dashboard in its state. */
  reportId: string | null;
  onReport(reportId: string): void;
}

/** The readiness form and the report it shows, on /readiness and in the dashboard's Validator tab. */
export function Readiness({ reportId, onReport }: ReadinessProps) {
  const check = useReadinessCheck((report) => onReport(report.id));
  const { user } = useAuth();
  const { freeDailyChecks } = usePlanCatalogue();
  const shared = useSharedReport(reportId);
  return (
    <>
      <ReadinessForm
        pending={check.isPending}
        onEdit={() => check.reset()}
        onCheck={(request) => check.mutate(request)}
        allowance={readinessAllowance(user, freeDailyChecks)}
      />
      {check.isError && (
        <ReadinessFailure title="Check Failed" message={readinessCheckErrorMessage(check.error)} />
      )}
      {shared.isLoading && (
        <p className="readiness__loading" role="status">
          Loading the report…
        </p>
      )}
      {shared.isError && (
        <ReadinessFailure title="Report Not Available" message={sharedReportErrorMessage(shared.error)} />
      )}
      {shared.data && (
        <ReadinessReportView report={shared.data}>
          <ShareReportLink reportId={shared.data.id} />
        </ReadinessReportView>
      )}
    </>
  );
}
