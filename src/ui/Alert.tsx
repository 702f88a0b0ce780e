import type { ReactNode } from 'react';

export interface AlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/**
 * A message announced by screen readers as it appears: errors as alerts, confirmations as status.
 * Render it always (children null when empty) so the live region exists before its text arrives.
 */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={children ? `alert alert-${tone}` : 'alert-empty'}>
      {children}
    </div>
  );
}
