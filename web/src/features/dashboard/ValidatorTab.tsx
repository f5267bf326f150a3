import { useState } from 'react';
import { Readiness } from '../readiness/Readiness.js';
import { Validator } from '../validator/Validator.js';
import './validator-tab.css';

type CheckKind = 'llms-txt' | 'readiness';

const CHECK_KINDS: readonly { kind: CheckKind; label: string; title: string }[] = [
  { kind: 'llms-txt', label: 'llms.txt only', title: 'Validate an llms.txt file' },
  { kind: 'readiness', label: 'Full agent readiness', title: 'Check a site’s agent readiness' },
];

/**
 * The public validator and readiness report inside the dashboard; each says the limit that applies to
 * the account (docs/product-rules.md, Validator). The readiness report shown is kept here, not in the address:
 * its shareable link opens it on /readiness.
 */
export function ValidatorTab() {
  const [kind, setKind] = useState<CheckKind>('llms-txt');
  const [reportId, setReportId] = useState<string | null>(null);
  const title = CHECK_KINDS.find((entry) => entry.kind === kind)?.title;
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <fieldset className="check-kind">
        <legend className="visually-hidden">What to check</legend>
        {CHECK_KINDS.map((entry) => (
          <label key={entry.kind} className="check-kind__option">
            <input
              type="radio"
              name="check-kind"
              value={entry.kind}
              checked={kind === entry.kind}
              onChange={() => setKind(entry.kind)}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      {/* Both stay mounted, so switching back finds the last result where it was left. */}
      <div hidden={kind !== 'llms-txt'}>
        <Validator />
      </div>
      <div hidden={kind !== 'readiness'}>
        <Readiness reportId={reportId} onReport={setReportId} />
      </div>
    </>
  );
}
