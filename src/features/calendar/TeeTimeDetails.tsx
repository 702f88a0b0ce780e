// One tee time in full (day view): course, tournament, tee, players, format, and links to the match
// and to each score card.
import { Link } from '@tanstack/react-router';
import { teeTimeClock } from '../../domain/index.ts';
import { KIND_LABEL } from './kinds.ts';
import { formatLabel, type TeeTime } from './tee-times.ts';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

/** "Match with friends", "Tournament round · Autumn Cup", "Round played alone". */
function kindText(teeTime: TeeTime, t: Translate<KeyOf<typeof calendarText>>): string {
  if (teeTime.kind === 'tournament') return [t(KIND_LABEL.tournament), teeTime.tournamentName].filter(Boolean).join(' · ');
  if (teeTime.kind === 'round') return teeTime.tournamentName ? `${t(KIND_LABEL.round)} · ${teeTime.tournamentName}` : t('details.alone');
  return t('details.friends');
}

export function TeeTimeDetails({ teeTime }: { teeTime: TeeTime }) {
  const t = useT(calendarText);
  const { dateFns, labels, gather } = useCalendarLocale();
  const isRound = teeTime.kind === 'round';
  const cardLinkName = (playerName: string) => (playerName === gather.you ? t('details.yourCard') : t('details.cardOf', { name: playerName }));
  const title = (
    <>
      <span className="tee-time__clock">{teeTimeClock(teeTime.date, dateFns)}</span> <span>{teeTime.courseName}</span>
    </>
  );
  return (
    <article className={`tee-time tee-time--${teeTime.kind}`}>
      <h3 className="tee-time__title">
        {isRound ? (
          <Link to="/score-cards/$id" params={{ id: teeTime.id }} aria-label={teeTime.name}>
            {title}
          </Link>
        ) : (
          <Link to="/matches/$id" params={{ id: teeTime.id }} aria-label={teeTime.name}>
            {title}
          </Link>
        )}
      </h3>
      <dl className="tee-time__facts">
        <div>
          <dt>{t('details.type')}</dt>
          <dd>{kindText(teeTime, t)}</dd>
        </div>
        <div>
          <dt>{t('details.tee')}</dt>
          <dd>{teeTime.teeNames.length > 0 ? teeTime.teeNames.join(', ') : t('details.teeNotChosen')}</dd>
        </div>
        <div>
          <dt>{t('details.players')}</dt>
          <dd>{teeTime.players.length > 0 ? teeTime.players.join(', ') : t('details.noCards')}</dd>
        </div>
        <div>
          <dt>{t('details.format')}</dt>
          <dd>{formatLabel(teeTime, { playMode: labels.playMode, scoringMode: labels.scoringMode, holes: (count) => t('details.holes', { count }) })}</dd>
        </div>
      </dl>
      {!isRound && teeTime.cards.length > 0 && (
        <ul className="tee-time__cards" aria-label={t('details.cards')}>
          {teeTime.cards.map((card) => (
            <li key={card.id}>
              <Link to="/score-cards/$id" params={{ id: card.id }} className="tee-time__card">
                {cardLinkName(card.playerName)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
