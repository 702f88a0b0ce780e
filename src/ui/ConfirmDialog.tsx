// The confirmation of a destructive action (ConfirmButton.tsx), loaded and opened at the button's first
// press. Radix AlertDialog: focus trapped, Escape cancels, focus back on the button when it closes. The
// dialog stays open until the action has finished, so a failure is shown where the golfer is looking and
// the confirm button cannot be pressed twice.
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/catalog.ts';
import { errorText } from './error-text.ts';
import { uiText } from './i18n/index.ts';
import './danger-button.css';
import './dialog.css';

/** A destructive action and its confirmation: what ConfirmButton shows first and the dialog then. */
export interface ConfirmDialogProps {
  /** The button's text, e.g. "Delete". */
  label: string;
  /** Accessible name when the text alone is ambiguous in a list, e.g. "Delete Old Course". */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  /** The confirming button's text, e.g. "Delete course". */
  confirmLabel?: string;
  onConfirm(): Promise<void>;
}

export function ConfirmDialog({ label, ariaLabel, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const t = useT(uiText);
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // While the action runs the dialog stays: closing it would hide its outcome.
        if (busy) return;
        setOpen(next);
        if (next) setFailure(null);
      }}
    >
      <AlertDialog.Trigger className="button button-danger" aria-label={ariaLabel}>
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          {failure && (
            <p role="alert" className="alert alert-error">
              {failure}
            </p>
          )}
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button" disabled={busy}>
              {t('confirm.cancel')}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before a failure could be shown. */}
            <button type="button" className="button button-danger-solid" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
              {confirmLabel ?? t('confirm.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
