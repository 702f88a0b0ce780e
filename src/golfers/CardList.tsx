// A golfer's rounds as a list (the dashboard's last rounds, the score cards page): each line links to
// the card and gives its course, points and strokes, and when it was played.
import { Link } from '@tanstack/react-router';
import type { ScoreCardDoc } from '../data/types.ts';
import { useT } from '../i18n/catalog.ts';
import { formatDayTime, useLocale } from '../i18n/formats.ts';
import { golfersText } from './i18n/index.ts';
import './card-list.css';

type ListedCard = Pick<ScoreCardDoc, 'id' | 'courseName' | 'stableford' | 'shotCount' | 'date' | 'teeName' | 'isCompetition'>;

export interface CardListProps {
  cards: readonly ListedCard[];
  /** Each line also gives the tee and whether the round was a competition (the score cards page). */
  detailed?: boolean;
}

export function CardList({ cards, detailed = false }: CardListProps) {
  return (
    <ul className="card-list">
      {cards.map((c) => (
        <CardLine key={c.id} card={c} detailed={detailed} />
      ))}
    </ul>
  );
}

function CardLine({ card, detailed }: { card: ListedCard; detailed: boolean }) {
  const t = useT(golfersText);
  const locale = useLocale();
  return (
    <li>
      <Link to="/score-cards/$id" params={{ id: card.id }}>
        <strong>{card.courseName}</strong>
        <span className="card-list__figures">
          {t('cards.points', { count: card.stableford, strokes: card.shotCount })}
        </span>
        {detailed ? (
          <span className="muted">
            {formatDayTime(card.date, locale)} · {card.teeName}
            {card.isCompetition ? t('cards.competition') : ''}
          </span>
        ) : (
          <span className="muted">{formatDayTime(card.date, locale)}</span>
        )}
      </Link>
    </li>
  );
}
