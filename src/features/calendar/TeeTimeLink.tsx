// One tee time as a link, compact (week view, the month's day list): "10:30 Pine Valley" over the rest
// of what is said of it ("Autumn Cup, Individual with Tom"). The link shows the parts of its accessible
// name, "10:30, Pine Valley, Autumn Cup, Individual with Tom", and nothing else (the commas between the
// parts visually hidden), so what a golfer sees is what speech input and a screen reader call it
// (docs/PRODUCT.md, "Accessibility"; WCAG 2.5.3).
import { Link } from '@tanstack/react-router';
import type { TeeTime } from './tee-times.ts';

export function TeeTimeLink({ teeTime }: { teeTime: TeeTime }) {
  const { clock, course, detail } = teeTime.said;
  const className = `tee-time-link tee-time-link--${teeTime.kind}`;
  const content = (
    <>
      {/* A space between the visible parts too: what the link shows reads as words, as its name does. */}
      <span className="tee-time-link__clock">{clock}</span>
      <span className="tee-time-link__text">
        {course !== '' && (
          <>
            <span className="visually-hidden">,</span> <span className="tee-time-link__course">{course}</span>
          </>
        )}
        {detail !== '' && (
          <>
            <span className="visually-hidden">,</span> <span className="tee-time-link__detail">{detail}</span>
          </>
        )}
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
