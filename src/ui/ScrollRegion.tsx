// A box that scrolls sideways, such as a wide table on a phone: a named region in the tab order, so a
// keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1; docs/PRODUCT.md, "Accessibility").
import type { ReactNode } from 'react';

export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
