import type { AnalysisStatus } from '@signpost/contracts';
import { STATUS_LABELS } from './analysis-list.js';

export function StatusBadge({ status }: { status: AnalysisStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}
