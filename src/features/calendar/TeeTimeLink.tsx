// One tee time as a link, compact (week view, the month's day list): "10:30 Pine Valley" over its
// format. The accessible name says everything, "10:30, Pine Valley, Fourball with Ana, Tom", and the
// link shows that same text (the commas visually hidden), so what a golfer sees is what speech input
// and a screen reader call it (docs/PRODUCT.md, "Accessibility").
import { Link } from '@tanstack/react-router';
import { teeTimeClock } from '../../domain/index.ts';
import { KIND_LABEL } from './kinds.ts';
import type { TeeTime } from './tee-times.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

export function TeeTimeLink({ teeTime }: { teeTime: TeeTime }) {
  const t = useT(calendarText);
  const { dateFns, labels } = useCalendarLocale();
  const detail = teeTime.tournamentName ?? (teeTime.playMode ? labels.playMode(teeTime.playMode) : t(KIND_LABEL.round));
  const className = `tee-time-link tee-time-link--${teeTime.kind}`;
  const content = (
    <>
      {/* A space between the visible parts too: what the link shows reads as words, as its name does. */}
      <span className="tee-time-link__clock">{teeTimeClock(teeTime.date, dateFns)}</span>
      <span className="visually-hidden">,</span>{' '}
      <span className="tee-time-link__text">
        <span className="tee-time-link__course">{teeTime.courseName}</span>
        <span className="visually-hidden">,</span>{' '}
        <span className="tee-time-link__detail">
          {detail}
          {teeTime.otherPlayers.length > 0 ? t('link.with', { players: teeTime.otherPlayers.join(', ') }) : ''}
        </span>
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
