import { useId } from 'react';
import type { ReactNode } from 'react';
import './confirm-dialog.css';
import { useModalDialog } from './use-modal-dialog.js';

interface StepDialogProps {
  open: boolean;
  title: string;
  /** Escape and the backdrop close it too; `onClose` decides whether that is allowed now. */
  onClose(): void;
  children: ReactNode;
}

/** A modal with steps of its own, on the native <dialog> as ConfirmDialog is (focus trap, Escape). */
export function StepDialog({ open, title, onClose, children }: StepDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The native Escape close would hide a dialog the page still considers open.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {open && children}
    </dialog>
  );
}
