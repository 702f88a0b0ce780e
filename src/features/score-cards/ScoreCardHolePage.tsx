// /score-cards/$id/hole/$hole: one hole of a card to correct after the round (every change written
// at once, as on the play screen), with the hole drawn from its coordinates and the GPS distances.
// Only the card's player and its match's marker write it; anyone else sees the hole's figures.
import { Link } from '@tanstack/react-router';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { canWritePlay } from '../../data/card-rights.ts';
import { useCourse, useMatch, useUserData } from '../../data/hooks/documents.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { GreenDistances } from '../../scoring/gps/GreenDistances.tsx';
import { useGeolocation } from '../../scoring/gps/use-geolocation.ts';
import { HoleMap } from '../../scoring/hole-map/HoleMap.tsx';
import { HoleView } from '../../scoring/hole-entry/HoleView.tsx';
import { useHoleWriter } from '../../scoring/hole-entry/use-hole-writer.ts';
import { shotCountText } from '../../scoring/shots.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { OsmAttribution } from '../../ui/OsmAttribution.tsx';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import { scoringText } from '../../scoring/i18n/index.ts';
import '../../scoring/hole-entry/hole-entry.css';
import '../../scoring/hole-nav.css';

/** Whether the hole has the points needed to draw it (the tee and the middle of the green). */
function drawable(h: { teeLatitude?: number; middleLatitude?: number }): boolean {
  return h.teeLatitude !== undefined && h.middleLatitude !== undefined;
}

export function ScoreCardHolePage({ card, number }: { card: ScoreCardDoc; number: number }) {
  const t = useT(scoreCardsText);
  const ts = useT(scoringText);
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const { userData } = useUserData(uid);
  const unit = useDistanceUnit(uid);
  const { holes, write, error } = useHoleWriter(db, card, uid);
  const { match } = useMatch(card.matchId || undefined);
  const writable = canWritePlay(card, match, uid);
  const fromOsm = useCourse(card.courseId || undefined).course?.osmElement !== undefined;
  const numbers = holes.map((h) => h.number).sort((a, b) => a - b);
  const hole = holes.find((h) => h.number === number);
  // The position is watched only while the hole is drawn with its distances.
  const gps = useGeolocation(hole !== undefined && drawable(hole));
  if (!hole) return null;
  const at = numbers.indexOf(number);
  const previous = numbers[at - 1];
  const next = numbers[at + 1];
  return (
    <section className="page play card-hole-page" aria-labelledby="card-hole-title">
      <p>
        <Link to="/score-cards/$id" params={{ id: card.id }} className="back-link">
          ← {card.courseName}
        </Link>
      </p>
      <h1 id="card-hole-title">
        {t('holePage.title', { number })} <span className="muted">{t('holePage.of', { count: holes.length })}</span>
      </h1>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('holePage.notSaved', { error })}
        </p>
      )}
      {drawable(hole) && (
        <>
          <GreenDistances hole={hole} gps={gps} unit={unit} />
          <HoleMap hole={hole} golfer={gps.status === 'located' ? gps.position : null} label={t('holePage.mapLabel', { number, course: card.courseName, par: hole.par })} unit={unit} />
          {fromOsm && <OsmAttribution />}
        </>
      )}
      {writable ? (
        <HoleView
          key={hole.number}
          hole={hole}
          bag={userData?.bag ?? []}
          onPatch={(patch) => write(hole.number, patch)}
          unit={unit}
          emptyBag={
            <p className="muted">
              {t('holePage.noClubs')} <Link to="/my-bag">{t('holePage.addClubs')}</Link>.
            </p>
          }
        />
      ) : (
        <>
          <p>
            {t('holePage.figures', { par: hole.par, shots: shotCountText(hole.shotCount, ts) })}
            {hole.shotCount === 0 ? '' : t('holePage.putts', { putts: hole.puttCount })}
          </p>
          <p className="muted">{t('holePage.onlyPlayer')}</p>
        </>
      )}
      <nav className="hole-nav" aria-label={t('holePage.nav')}>
        {previous !== undefined ? (
          <Link to="/score-cards/$id/hole/$hole" params={{ id: card.id, hole: String(previous) }} className="button">
            {t('holePage.previous', { number: previous })}
          </Link>
        ) : (
          <span />
        )}
        {next !== undefined && (
          <Link to="/score-cards/$id/hole/$hole" params={{ id: card.id, hole: String(next) }} className="button">
            {t('holePage.next', { number: next })}
          </Link>
        )}
      </nav>
    </section>
  );
}
