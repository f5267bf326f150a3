import type { User } from '@signpost/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

// The dialog and its form load when someone opens it, which few ever do.
const CloseAccountDialog = lazy(async () => ({
  default: (await import('./CloseAccountDialog.js')).CloseAccountDialog,
}));

/** Closing the account for good; a demo account closes by itself, so it is not offered there. */
export function CloseAccountPanel({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  if (user.isDemo) return null;
  return (
    <section className="panel" aria-labelledby="close-account-title">
      <h2 id="close-account-title" className="panel__title">
        Delete account
      </h2>
      <p>
        Deleting your account removes your analyses, generated files, API keys and sessions for good. A live
        subscription is cancelled at once, without a refund: to ask for one within the guarantee, cancel it on
        the <Link to="/dashboard?tab=billing">Billing tab</Link> first.
      </p>
      <div className="actions">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          Delete Account
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <CloseAccountDialog user={user} onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
