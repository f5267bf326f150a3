import './score-figure.css';

export type ScoreFigureTone = 'good' | 'fair' | 'poor';

/**
 * A 0-100 score, large, in its tone's colour; the colour only repeats what the verdict beside it
 * says. `accessibleName` replaces what a screen reader hears ("Score 85 out of 100").
 */
export function ScoreFigure({
  score,
  tone,
  accessibleName,
}: {
  score: number;
  tone: ScoreFigureTone;
  accessibleName?: string;
}) {
  return (
    <p className={`score-figure score-figure--${tone}`} aria-label={accessibleName}>
      {accessibleName === undefined && <span className="visually-hidden">Score: </span>}
      {score}
      <span className="score-figure__max">/100</span>
    </p>
  );
}
