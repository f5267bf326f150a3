import { qualityBand } from '@signpost/contracts';
import type { QualityBand } from '@signpost/contracts';
import './quality-badge.css';

const BAND_LABELS: Record<QualityBand, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** The page's quality band with its score to one decimal, e.g. "High 8.5". */
export function QualityBadge({ score }: { score: number }) {
  const band = qualityBand(score);
  return (
    <span className={`badge badge--${band}`} title={`Quality score ${score.toFixed(1)} out of 10`}>
      <span className="badge__band">{BAND_LABELS[band]}</span>{' '}
      <span className="badge__score">{score.toFixed(1)}</span>
    </span>
  );
}
