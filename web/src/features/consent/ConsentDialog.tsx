import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.js';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoices } from './consent-state.js';
import { useConsent } from './consent-context.js';
import '../../components/confirm-dialog.css';
import './consent.css';

const CATEGORY_TEXT: Record<ConsentCategory, { name: string; text: string }> = {
  analytics: {
    name: 'Analytics',
    text: 'Counts visits and the steps people take, so we can see what helps. Kept up to 14 months.',
  },
  functional: {
    name: 'Functional',
    text: 'Remembers preferences that are not needed to use the service.',
  },
  marketing: {
    name: 'Marketing',
    text: 'Measures advertising. Signpost runs none today, so this stays off unless you turn it on.',
  },
};

/** The consent manager: necessary storage always on, each optional category a switch. */
export function ConsentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="dialog consent-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open && <ConsentForm titleId={titleId} onDone={onClose} />}
    </dialog>
  );
}

function ConsentForm({ titleId, onDone }: { titleId: string; onDone(): void }) {
  const { consent, decide } = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(() => consent.stored?.choices ?? consent.choices);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide(choices);
    onDone();
  };

  return (
    <form onSubmit={submit}>
      <h2 id={titleId} className="dialog__title">
        Cookie preferences
      </h2>
      {consent.doNotTrack && (
        <p className="notice" role="status">
          Your browser sends Do Not Track, so analytics and marketing stay off whatever you choose here.
        </p>
      )}
      <ul className="consent-options">
        <li className="consent-option">
          <label className="consent-option__label">
            <input type="checkbox" checked disabled />
            Necessary
          </label>
          <p className="consent-option__text">Keeps you signed in and remembers this choice. Always on.</p>
        </li>
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category} className="consent-option">
            <label className="consent-option__label">
              <input
                type="checkbox"
                checked={choices[category]}
                onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
              />
              {CATEGORY_TEXT[category].name}
            </label>
            <p className="consent-option__text">{CATEGORY_TEXT[category].text}</p>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Save choices
        </button>
      </div>
    </form>
  );
}
