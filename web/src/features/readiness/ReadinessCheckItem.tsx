import type { ReadinessCheck } from '@signpost/contracts';
import { needsFix, STATUS_MARKERS } from './readiness-display.js';

/** The border that repeats a failing or warning status (the marker's word says it). */
const TONES = { fail: ' finding--danger', warn: ' finding--caution', pass: '', skip: '' } as const;

/** One finding: its status as symbol and word, what was found, and for a warning or failure the fix. */
export function ReadinessCheckItem({ check }: { check: ReadinessCheck }) {
  const marker = STATUS_MARKERS[check.status];
  return (
    <li className={`finding readiness__check${TONES[check.status]}`}>
      <span className={`readiness__status readiness__status--${check.status}`}>
        <span aria-hidden="true">{marker.symbol}</span> {marker.label}
      </span>
      <div className="readiness__check-body">
        <p>{check.summary}</p>
        {needsFix(check) && (
          <div className="readiness__fix">
            <p className="readiness__fix-label">How to fix</p>
            {/* Text from the server, shown as text: React escapes it, and line breaks are kept by CSS. */}
            <p className="readiness__fix-text">{check.fix}</p>
          </div>
        )}
      </div>
    </li>
  );
}
