import { readinessCheckErrorMessage, sharedReportErrorMessage } from '../../api/error-messages/index.js';
import { ReadinessFailure } from './ReadinessFailure.js';
import { ReadinessForm } from './ReadinessForm.js';
import { ReadinessReportView } from './ReadinessReportView.js';
import { ShareReportLink } from './ShareReportLink.js';
import { useReadinessCheck, useSharedReport } from './use-readiness.js';

interface ReadinessProps {
  /** The report on show: the page keeps it in its address (`?report=`), the dashboard in its state. */
  reportId: string | null;
  onReport(reportId: string): void;
  showDailyLimit: boolean;
}

/** The readiness form and the report it shows, on /readiness and in the dashboard's Validator tab. */
export function Readiness({ reportId, onReport, showDailyLimit }: ReadinessProps) {
  const check = useReadinessCheck((report) => onReport(report.id));
  const shared = useSharedReport(reportId);
  return (
    <>
      <ReadinessForm
        pending={check.isPending}
        onEdit={() => check.reset()}
        onCheck={(request) => check.mutate(request)}
        showDailyLimit={showDailyLimit}
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
