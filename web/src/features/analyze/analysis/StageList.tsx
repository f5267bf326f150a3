import { STAGES } from '@signpost/contracts';
import type { AnalysisProgress, StageStatus } from '@signpost/contracts';
import { stageStatus } from './analysis-progress.js';
import './analysis.css';

const STATUS_LABELS: Record<StageStatus, string> = {
  pending: 'Waiting',
  running: 'In progress',
  completed: 'Done',
  failed: 'Failed',
};

const STATUS_ICONS: Record<StageStatus, string> = { pending: '', running: '', completed: '✓', failed: '!' };

export function StageList({ progress }: { progress: AnalysisProgress | undefined }) {
  return (
    <ol className="stages">
      {STAGES.map((stage) => {
        const status = stageStatus(progress, stage.id);
        return (
          <li key={stage.id} className={`stage stage--${status}`}>
            <span className="stage__icon" aria-hidden="true">
              {STATUS_ICONS[status]}
            </span>
            <div className="stage__body">
              <h3 className="stage__label">{stage.label}</h3>
              <p className="stage__description">{stage.description}</p>
              <p className="stage__meta">
                <span className="stage__status">{STATUS_LABELS[status]}</span>
                <span className="stage__time">Usually {stage.estimatedTime}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
