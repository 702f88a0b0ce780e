// One player's shots on the group screen (docs/PRODUCT.md, "Marking shots"): their card's marks, read
// here, and the marking of this hole, with the points the course has now.
import { memo } from 'react';
import { withCoursePoints } from '../../../domain/hole-points.ts';
import type { ClubDistance, DistanceUnit } from '../../../domain/index.ts';
import { useShotMarksState } from '../../../data/hooks/use-shot-marks.ts';
import type { Club, CourseHole, ScoreCardDoc, ScoreCardHole } from '../../../data/types.ts';
import { ShotMarking } from './ShotMarking.tsx';

interface PlayerShotMarkingProps {
  card: Pick<ScoreCardDoc, 'id' | 'userId'>;
  hole: ScoreCardHole;
  courseHole: CourseHole | undefined;
  bag: readonly Club[];
  measured: ReadonlyMap<string, ClubDistance>;
  unit: DistanceUnit;
  player: string;
}

export const PlayerShotMarking = memo(function PlayerShotMarking({ card, hole, courseHole, bag, measured, unit, player }: PlayerShotMarkingProps) {
  const { doc: marksDoc, loading: marksLoading } = useShotMarksState(card.id);
  return (
    <ShotMarking
      key={hole.number}
      cardId={card.id}
      userId={card.userId}
      hole={withCoursePoints(hole, courseHole)}
      marksDoc={marksDoc}
      marksLoading={marksLoading}
      // The group screen's green distances, above the players, say how well the position is known.
      positionShown
      bag={bag}
      measured={measured}
      unit={unit}
      player={player}
    />
  );
});
