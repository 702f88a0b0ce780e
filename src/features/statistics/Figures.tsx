// A group of labelled figures: a <dl> named by its heading, so it reads "Putting, list, 6 items".
import { useId, type ReactNode } from 'react';

export interface Figure {
  term: string;
  value: string;
}

export function Figures({ title, intro, figures, children }: { title: string; intro?: ReactNode; figures: readonly Figure[]; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="stats-group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {intro && <p className="muted stats-intro">{intro}</p>}
      <dl className="stats-figures" aria-labelledby={id}>
        {figures.map((f) => (
          <div key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
