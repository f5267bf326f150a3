import type { ValidationResponse } from '@signpost/contracts';
import { checkContent } from './content-checks.js';
import { recommendationsFor } from './recommendations.js';
import { buildReport } from './report.js';

/** Validates an llms.txt given as text or bytes: everything that needs no network. */
export function validateLlmsTxt(input: string | Uint8Array): ValidationResponse {
  const startedAt = performance.now();
  const { text, parsed, findings } = checkContent(input);
  return buildReport({
    findings,
    text,
    parsed,
    recommendations: recommendationsFor(parsed),
    robotsConflicts: [],
    checkedUrl: null,
    startedAt,
  });
}
