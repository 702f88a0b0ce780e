// A delete button that asks first (radix AlertDialog: focus trapped, Escape cancels).
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';

export interface ConfirmDeleteProps {
  /** The button's text, e.g. "Delete score card". */
  label: string;
  title: string;
  description: string;
  onConfirm: () => Promise<void>;
}

export function ConfirmDelete({ label, title, description, onConfirm }: ConfirmDeleteProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className="button button-danger">
          {label}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          {error && (
            <p role="alert" className="alert alert-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="button">
                Cancel
              </button>
            </AlertDialog.Cancel>
            <button type="button" className="button button-danger" disabled={busy} onClick={() => void confirm()}>
              Delete
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
