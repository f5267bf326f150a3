import { isValidWebsiteUrl, websiteUrlProblem, websiteUrlWarning } from '@signpost/contracts';
import './website-url-input.css';

interface WebsiteUrlInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  describedBy: string;
  autoFocus?: boolean;
}

/**
 * The website address field of the wizard, the validator and the readiness check: protocol optional,
 * a check mark once valid, and as it is typed, why an address cannot be read (or may be refused).
 */
export function WebsiteUrlInput({
  id,
  value,
  onChange,
  describedBy,
  autoFocus = false,
}: WebsiteUrlInputProps) {
  const valid = isValidWebsiteUrl(value);
  const note = websiteUrlProblem(value) ?? websiteUrlWarning(value);
  const noteId = `${id}-note`;
  return (
    <>
      <div className={`field__control${valid ? ' field__control--valid' : ''}`}>
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="example.com"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${noteId} ${describedBy}`}
          aria-invalid={value.trim() !== '' && !valid}
          autoFocus={autoFocus}
        />
        {valid && (
          <span className="field__check" role="img" aria-label="Valid website URL">
            ✓
          </span>
        )}
      </div>
      <p id={noteId} className="field__note" aria-live="polite">
        {note}
      </p>
    </>
  );
}
