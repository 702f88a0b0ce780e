// A destructive action behind a confirmation dialog (delete a course, delete a tee).
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete". */
  label: string;
  /** Accessible name when the text alone is ambiguous in a list, e.g. "Delete Old Course". */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): Promise<void>;
}

export function ConfirmButton({ label, ariaLabel, title, description, confirmLabel, onConfirm }: ConfirmButtonProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
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
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before a failure could be shown. */}
            <button type="button" className="button button-danger-solid" onClick={() => void confirm()}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
