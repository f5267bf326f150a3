import { useCopyToClipboard } from './use-copy-to-clipboard.js';
import './copyable-code.css';

interface CopyableCodeProps {
  code: string;
  /** What the sample is, for screen readers and the copy button: "the generate command". */
  label: string;
}

/** A sample to type or paste (a command, a workflow), with a button that copies it whole. */
export function CopyableCode({ code, label }: CopyableCodeProps) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <div className="copyable-code">
      <pre className="copyable-code__text" tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        className="button button--ghost button--small copyable-code__copy"
        onClick={() => void copy(code)}
      >
        {copied ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
