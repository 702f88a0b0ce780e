import type { ReactNode } from 'react';

export interface PlaceholderPageProps {
  title: string;
  /** What this page will offer once it is built, in a golfer's words. */
  comingSoon: string;
  /** The route's parameters, shown so the golfer sees which item the link was for. */
  params?: Record<string, string>;
  children?: ReactNode;
}

/** A route whose content a later release builds: honest about it, and showing the real parameters. */
export function PlaceholderPage({ title, comingSoon, params, children }: PlaceholderPageProps) {
  const entries = Object.entries(params ?? {});
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice">{comingSoon}</p>
      {entries.length > 0 && (
        <dl className="params">
          {entries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
