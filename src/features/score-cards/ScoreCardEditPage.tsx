// /score-cards/$id/edit: the card's fields, and links to edit each hole. Only the card's player edits
// them here; the terms of a competition card (date, handicap) are its match creator's or organizer's,
// who change them with the match or the tournament round (docs/ARCHITECTURE.md, "Security rules").
import { Link } from '@tanstack/react-router';
import { canSetTerms, isCompetitionCard } from '../../data/card-rights.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useCourse, useMatch, useTournament } from '../../data/hooks/documents.ts';
import { useSessionUid } from '../../session/use-session.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { shotCountText } from '../../scoring/shots.ts';
import { saveCardEdit } from './card-edit.ts';
import { CardEditForm } from './CardEditForm.tsx';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import { scoringText } from '../../scoring/i18n/index.ts';
import '../../ui/chip.css';
import './score-cards.css';

export function ScoreCardEditPage({ card }: { card: ScoreCardDoc }) {
  const t = useT(scoreCardsText);
  const ts = useT(scoringText);
  const db = useGolfDatabase();
  const uid = useSessionUid();
  const { match } = useMatch(card.matchId || undefined);
  const { tournament } = useTournament(card.tournamentId || undefined);
  const { course } = useCourse(card.courseId || undefined);
  const tee = course?.tees?.find((t) => t.id === card.teeId);
  const termsLocked = isCompetitionCard(card) && !canSetTerms(card, match, tournament, uid);
  if (card.userId !== uid) {
    return (
      <section className="page card-edit-page" aria-labelledby="card-edit-title">
        <h1 id="card-edit-title">{t('editPage.title')}</h1>
        <p>{t('editPage.onlyPlayer')}</p>
        <Link to="/score-cards/$id" params={{ id: card.id }} className="button">
          {t('editPage.back')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page card-edit-page" aria-labelledby="card-edit-title">
      <h1 id="card-edit-title">{t('editPage.title')}</h1>
      <p className="muted">
        {card.courseName} · {card.teeName}
      </p>
      <CardEditForm
        card={card}
        onSave={(edit) => saveCardEdit(db, card.id, edit)}
        termsLocked={termsLocked}
        tee={tee}
        after={
          <Link to="/score-cards/$id" params={{ id: card.id }} className="button">
            {t('editPage.back')}
          </Link>
        }
      />
      <h2>{t('editPage.holes')}</h2>
      <ul className="card-hole-links">
        {[...card.holes]
          .sort((a, b) => a.number - b.number)
          .map((h) => (
            <li key={h.number}>
              <Link to="/score-cards/$id/hole/$hole" params={{ id: card.id, hole: String(h.number) }} className="chip">
                {t('editPage.hole', { number: h.number, shots: shotCountText(h.shotCount, ts) })}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
