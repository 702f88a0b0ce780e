// One tee time as a link, compact (week view, the month's day list): "10:30 Pine Valley" over its
// format. The accessible name says everything, "10:30, Pine Valley, Fourball with Ana, Tom", and the
// link shows that same text (the commas visually hidden), so what a golfer sees is what speech input
// and a screen reader call it (docs/PRODUCT.md, "Accessibility").
import { Link } from '@tanstack/react-router';
import { teeTimeClock } from '../../domain/index.ts';
import type { TeeTime } from './tee-times.ts';

/** What the name says after the time and the course: "Fourball with Ana, Tom", "round on the Yellow tee". */
function detailOf(teeTime: TeeTime, clock: string): string {
  const prefix = `${clock}, ${teeTime.courseName.trim()}, `;
  return teeTime.name.startsWith(prefix) ? teeTime.name.slice(prefix.length) : teeTime.name.slice(clock.length + 2);
}

export function TeeTimeLink({ teeTime }: { teeTime: TeeTime }) {
  const clock = teeTimeClock(teeTime.date);
  const className = `tee-time-link tee-time-link--${teeTime.kind}`;
  const content = (
    <>
      {/* A space between the visible parts too: what the link shows reads as words, as its name does. */}
      <span className="tee-time-link__clock">{clock}</span>
      <span className="visually-hidden">,</span>{' '}
      <span className="tee-time-link__text">
        <span className="tee-time-link__course">{teeTime.courseName}</span>
        <span className="visually-hidden">,</span>{' '}
        <span className="tee-time-link__detail">{detailOf(teeTime, clock)}</span>
      </span>
    </>
  );
  return teeTime.kind === 'round' ? (
    <Link to="/score-cards/$id" params={{ id: teeTime.id }} aria-label={teeTime.name} className={className}>
      {content}
    </Link>
  ) : (
    <Link to="/matches/$id" params={{ id: teeTime.id }} aria-label={teeTime.name} className={className}>
      {content}
    </Link>
  );
}
