// /score-cards/$id/edit: the card's fields, and links to edit each hole.
import { Link } from '@tanstack/react-router';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { shotCountText } from '../../scoring/shots.ts';
import { saveCardEdit } from './card-edit.ts';
import { CardEditForm } from './CardEditForm.tsx';
import '../../ui/chip.css';
import './score-cards.css';

export function ScoreCardEditPage({ card }: { card: ScoreCardDoc }) {
  const db = useGolfDatabase();
  return (
    <section className="page card-edit-page" aria-labelledby="card-edit-title">
      <h1 id="card-edit-title">Edit score card</h1>
      <p className="muted">
        {card.courseName} · {card.teeName}
      </p>
      <CardEditForm
        card={card}
        onSave={(edit) => saveCardEdit(db, card.id, edit)}
        after={
          <Link to="/score-cards/$id" params={{ id: card.id }} className="button">
            Back to the card
          </Link>
        }
      />
      <h2>Holes</h2>
      <ul className="card-hole-links">
        {[...card.holes]
          .sort((a, b) => a.number - b.number)
          .map((h) => (
            <li key={h.number}>
              <Link to="/score-cards/$id/hole/$hole" params={{ id: card.id, hole: String(h.number) }} className="chip">
                Hole {h.number}: {shotCountText(h.shotCount)}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
