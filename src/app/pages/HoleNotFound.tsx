// A hole (or tee) number in the address that the course or card does not have.
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/catalog.ts';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { pagesText } from './i18n/index.ts';

export interface CourseHoleNotFoundProps {
  courseId: string;
  courseName: string;
  teeParam: string;
  holeParam: string;
  /** The tee when it exists (then the hole is what is missing). */
  tee: { name: string; holeCount: number } | null;
}

export function CourseHoleNotFound({ courseId, courseName, teeParam, holeParam, tee }: CourseHoleNotFoundProps) {
  const t = useT(pagesText);
  return (
    <NotFoundState
      title={tee ? t('route.holeNotFound') : t('route.teeNotFound')}
      message={
        tee
          ? t('route.teeHoles', { tee: tee.name, course: courseName, count: tee.holeCount, hole: holeParam })
          : t('route.noTee', { course: courseName, tee: teeParam })
      }
      action={
        <Link to="/courses/$id" params={{ id: courseId }} className="button">
          {t('route.backTo', { name: courseName })}
        </Link>
      }
    />
  );
}

export function CardHoleNotFound({ cardId, holeCount, holeParam }: { cardId: string; holeCount: number; holeParam: string }) {
  const t = useT(pagesText);
  return (
    <NotFoundState
      title={t('route.holeNotFound')}
      message={t('route.cardHoles', { count: holeCount, hole: holeParam })}
      action={
        <Link to="/score-cards/$id" params={{ id: cardId }} className="button">
          {t('route.backToCard')}
        </Link>
      }
    />
  );
}
