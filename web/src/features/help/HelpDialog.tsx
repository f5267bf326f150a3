import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { supportMailto } from '../../app/site.js';
import { useModalDialog } from '../../components/use-modal-dialog.js';
import { HELP_CONTEXTS, HELP_TOPICS, type HelpContext } from './help-topics.js';
import '../../components/confirm-dialog.css';
import './help.css';

/** Steps, tips and troubleshooting for one screen, with a way to read the others. */
export function HelpDialog({ context, onClose }: { context: HelpContext | null; onClose(): void }) {
  const dialog = useModalDialog(context !== null);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="dialog help-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (context !== null) onClose();
      }}
    >
      {/* Mounted while open only, so each opening starts on the screen's own topic. */}
      {context !== null && <HelpContent initial={context} titleId={titleId} onClose={onClose} />}
    </dialog>
  );
}

function HelpContent({
  initial,
  titleId,
  onClose,
}: {
  initial: HelpContext;
  titleId: string;
  onClose(): void;
}) {
  const selectId = useId();
  const [shown, setShown] = useState<HelpContext>(initial);
  const topic = HELP_TOPICS[shown];
  return (
    <>
      <div className="help-dialog__head">
        <h2 id={titleId} className="dialog__title">
          Help: {topic.title}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close<span className="visually-hidden"> help</span>
        </button>
      </div>
      <label htmlFor={selectId} className="help-dialog__picker">
        Topic
        <select id={selectId} value={shown} onChange={(event) => setShown(event.target.value as HelpContext)}>
          {HELP_CONTEXTS.map((each) => (
            <option key={each} value={each}>
              {HELP_TOPICS[each].title}
            </option>
          ))}
        </select>
      </label>
      <h3 className="help-dialog__section">Steps</h3>
      <ol>
        {topic.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 className="help-dialog__section">Tips</h3>
      <ul>
        {topic.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h3 className="help-dialog__section">Troubleshooting</h3>
      <ul>
        {topic.troubleshooting.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="dialog__actions">
        <a className="button button--secondary" href={supportMailto(`Signpost help: ${topic.title}`)}>
          Contact Support
        </a>
        <Link className="button button--primary" to="/docs" onClick={onClose}>
          Documentation
        </Link>
      </div>
    </>
  );
}
