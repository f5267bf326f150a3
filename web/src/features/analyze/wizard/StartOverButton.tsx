import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { useStartOver } from './use-start-over.js';

export function StartOverButton() {
  const [confirming, setConfirming] = useState(false);
  const startOver = useStartOver();

  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setConfirming(true)}
      >
        Start Over
      </button>
      <ConfirmDialog
        open={confirming}
        title="Start over?"
        message="This leaves the current analysis and forgets your page selection. You can analyze any site again afterwards."
        confirmLabel="Yes, Reset"
        onConfirm={() => {
          setConfirming(false);
          startOver();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
