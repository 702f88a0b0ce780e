// A link to the new-match form with a day and a time filled in (see plan.ts).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlanSearch } from './plan.ts';

export interface PlanLinkProps extends PlanSearch {
  /** The full accessible name when the visible text is short ("+ Plan"), e.g. "Plan a tee time on
   * Monday 23 November 2026"; none when the text reads well on its own ("plan one" in a sentence). */
  label?: string;
  className?: string;
  children: ReactNode;
}

export function PlanLink({ date, time, label, className = 'button', children }: PlanLinkProps) {
  return (
    // The matches route reads these into its new-match form (its "Date" and "Tee time" fields).
    <Link to="/matches" search={{ date, time }} aria-label={label} className={className}>
      {children}
    </Link>
  );
}
