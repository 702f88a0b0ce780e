// The marked shots of a card, for the review after the round (docs/PRODUCT.md, "Marking shots"): each
// hole with marks drawn with its shots, and the list of its marks, read-only. Nothing here touches the
// round in play or the GPS: the card page is where a round is looked at, on the phone and the desktop.
import { withCoursePoints } from '../../domain/hole-points.ts';
import { formatDistance, isAccurate, pointOf, shotsOfHole, type DistanceUnit, type Lie } from '../../domain/index.ts';
import { useCourse } from '../../data/hooks/documents.ts';
import { useShotMarks } from '../../data/hooks/use-shot-marks.ts';
import type { Club, ScoreCardDoc, ScoreCardHole, ShotMarkEntry } from '../../data/types.ts';
import { useT, type Translate } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { HoleMap, type DrawnShot } from '../../scoring/hole-map/HoleMap.tsx';
import { scoreCardsText, type ScoreCardsKey } from './i18n/index.ts';

interface HoleShotsProps {
  hole: ScoreCardHole;
  marks: readonly ShotMarkEntry[];
  bag: readonly Club[];
  unit: DistanceUnit;
  courseName: string;
}

const LIE_KEYS: Record<Lie, ScoreCardsKey> = {
  tee: 'shots.lie.tee',
  fairway: 'shots.lie.fairway',
  rough: 'shots.lie.rough',
  sand: 'shots.lie.sand',
  recovery: 'shots.lie.recovery',
  green: 'shots.lie.green',
};

/** "Shot 2: 7-iron, 142 m · Fairway · partial" and the like, one per mark in time order. */
function markTexts(t: Translate<ScoreCardsKey>, marks: readonly ShotMarkEntry[], teePoint: ReturnType<typeof pointOf>, bag: readonly Club[], unit: DistanceUnit, locale: string) {
  const shots = new Map(shotsOfHole(marks, teePoint).map((s) => [s.markId, s]));
  let n = 0;
  return [...marks]
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((mark) => {
      if (mark.tee) return { id: mark.id, text: t('shots.tee') };
      n += 1;
      const shot = shots.get(mark.id);
      const club = mark.club === undefined ? t('shots.noClub') : (bag.find((c) => c.id === mark.club)?.name ?? t('shots.otherClub'));
      const parts = [shot ? t('shots.shot', { n, club, distance: formatDistance(shot.distance, unit, locale) }) : t('shots.ball', { n, club })];
      if (mark.lie) parts.push(t(LIE_KEYS[mark.lie]));
      if (mark.partial) parts.push(t('shots.partial'));
      if (!isAccurate(mark)) parts.push(t('shots.poor', { distance: formatDistance(mark.accuracy, unit, locale) }));
      return { id: mark.id, text: parts.join(' · ') };
    });
}

function HoleShots({ hole, marks, bag, unit, courseName }: HoleShotsProps) {
  const t = useT(scoreCardsText);
  const locale = useLocale();
  const teePoint = pointOf(hole.teeLatitude, hole.teeLongitude);
  const drawn: DrawnShot[] = shotsOfHole(marks, teePoint).map((s) => ({ from: s.from, to: s.to, label: formatDistance(s.distance, unit, locale) }));
  const titleId = `card-shots-hole-${hole.number}`;
  return (
    <section className="card-shots__hole" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('shots.hole', { number: hole.number, par: hole.par })}</h3>
      {hole.teeLatitude !== undefined && hole.middleLatitude !== undefined && (
        <HoleMap hole={hole} golfer={null} label={t('shots.mapLabel', { number: hole.number, course: courseName, count: drawn.length })} unit={unit} shots={drawn} />
      )}
      <ol className="card-shots__list">
        {markTexts(t, marks, teePoint, bag, unit, locale).map((m) => (
          <li key={m.id}>{m.text}</li>
        ))}
      </ol>
    </section>
  );
}

/** `bag`: the player's clubs when this is the golfer's own card (the names of the marks' clubs). */
export function CardShots({ card, bag, unit }: { card: ScoreCardDoc; bag: readonly Club[]; unit: DistanceUnit }) {
  const t = useT(scoreCardsText);
  const marksDoc = useShotMarks(card.id);
  const { course } = useCourse(card.courseId || undefined);
  const tee = course?.tees?.find((x) => x.id === card.teeId);
  const holes = (marksDoc?.holes ?? []).filter((h) => h.marks.length > 0).sort((a, b) => a.number - b.number);
  if (holes.length === 0) return null;
  return (
    <section className="card-shots" aria-labelledby="card-shots-title">
      <h2 id="card-shots-title">{t('shots.title')}</h2>
      <div className="card-shots__holes">
        {holes.map((h) => {
          const cardHole = card.holes.find((x) => x.number === h.number);
          if (!cardHole) return null;
          const mapped = withCoursePoints(cardHole, tee?.holes.find((x) => x.number === h.number));
          return <HoleShots key={h.number} hole={mapped} marks={h.marks} bag={bag} unit={unit} courseName={card.courseName} />;
        })}
      </div>
    </section>
  );
}
