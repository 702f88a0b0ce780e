// /courses/$id/tee/$tee/hole/$hole: the hole drawn from its coordinates and the live distances to the
// green, with the previous and next holes one tap away.
import { Link } from '@tanstack/react-router';
import { formatDistance } from '@/domain/index.ts';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import type { CourseDoc, Tee } from '@/data/types.ts';
import { useSessionUid } from '@/session/use-session.ts';
import { GreenDistances } from '@/scoring/gps/GreenDistances.tsx';
import { hasGreen } from '@/scoring/gps/has-green.ts';
import { useGeolocation } from '@/scoring/gps/use-geolocation.ts';
import { HoleMap } from '@/scoring/hole-map/HoleMap.tsx';
import { OsmAttribution } from '@/ui/OsmAttribution.tsx';
import { useT } from '@/i18n/catalog.ts';
import { useLocale } from '@/i18n/formats.ts';
import { coursesText } from '../i18n/index.ts';
import '@/scoring/hole-nav.css';
import '../courses.css';

export interface HolePageProps {
  course: CourseDoc;
  tee: Tee;
  /** 1-based, one of the tee's holes (the route checked it). */
  number: number;
}

export function HolePage({ course, tee, number }: HolePageProps) {
  const t = useT(coursesText);
  const locale = useLocale();
  const unit = useDistanceUnit(useSessionUid());
  const numbers = tee.holes.map((h) => h.number).sort((a, b) => a - b);
  const hole = tee.holes.find((h) => h.number === number);
  // The position is watched only for a hole with a green to measure to or a tee to draw from.
  const gps = useGeolocation(hasGreen(hole) || hole?.teeLatitude !== undefined);
  const at = numbers.indexOf(number);
  const previous = at > 0 ? numbers[at - 1] : undefined;
  const next = at >= 0 && at < numbers.length - 1 ? numbers[at + 1] : undefined;
  const title = t('hole.title', { number });
  if (!hole) {
    return (
      <section className="page hole-page">
        <h1>{title}</h1>
        <p className="notice">{t('hole.noDetails', { tee: tee.name })}</p>
      </section>
    );
  }
  const facts = [t('tee.par', { par: hole.par }), t('hole.strokeIndex', { value: hole.hcp }), ...(hole.distance !== undefined ? [formatDistance(hole.distance, unit, locale)] : [])];
  return (
    <section className="page hole-page" aria-labelledby="hole-title">
      <p>
        <Link to="/courses/$id" params={{ id: course.id }} className="back-link">
          ← {course.name}
        </Link>
      </p>
      <h1 id="hole-title">
        {title} <span className="muted">{t('hole.teeSuffix', { tee: tee.name })}</span>
      </h1>
      <ul className="hole-summary">
        {facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <GreenDistances hole={hole} gps={gps} unit={unit} />
      <HoleMap hole={hole} golfer={gps.status === 'located' ? gps.position : null} label={t('hole.mapLabel', { title, course: course.name, facts: facts.join(', ') })} unit={unit} />
      {course.osmElement && <OsmAttribution />}
      <nav className="hole-nav" aria-label={t('hole.nav')}>
        {previous !== undefined ? (
          <Link to="/courses/$id/tee/$tee/hole/$hole" params={{ id: course.id, tee: tee.id, hole: String(previous) }} className="button">
            {t('hole.previous', { number: previous })}
          </Link>
        ) : (
          <span />
        )}
        {next !== undefined && (
          <Link to="/courses/$id/tee/$tee/hole/$hole" params={{ id: course.id, tee: tee.id, hole: String(next) }} className="button">
            {t('hole.next', { number: next })}
          </Link>
        )}
      </nav>
    </section>
  );
}
