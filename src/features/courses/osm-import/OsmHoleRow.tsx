// One hole of the OpenStreetMap preview: its figures, what the map gave and what it lacks, and the hole
// drawn from those points (the offline drawing of the hole page) one tap away.
import { useState } from 'react';
import { holeGeometry, type OsmHole } from '@/domain/course-import/osm/index.ts';
import type { CourseHole } from '@/data/types.ts';
import { HoleMap } from '@/scoring/hole-map/HoleMap.tsx';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import { useSessionUid } from '@/session/use-session.ts';
import { useT } from '@/i18n/catalog.ts';
import { useLocale } from '@/i18n/formats.ts';
import { coursesText } from '../i18n/index.ts';
import { figuresText, foundText, greenNote, partText } from './preview-text.ts';

/** The hole as the drawing reads it (par and index only name it; the drawing uses the points). */
function drawable(h: OsmHole): CourseHole {
  return { number: h.number, par: h.par ?? 4, hcp: h.hcp ?? 1, ...holeGeometry(h) };
}

export function OsmHoleRow({ hole, courseName }: { hole: OsmHole; courseName: string }) {
  const [open, setOpen] = useState(false);
  const unit = useDistanceUnit(useSessionUid());
  const t = useT(coursesText);
  const found = foundText(t, hole);
  const figures = figuresText(t, hole, unit, useLocale());
  const note = greenNote(t, hole);
  const canDraw = hole.tee !== null || hole.green !== null;
  return (
    <li className="osm-hole">
      <div className="osm-hole__head">
        <strong>{t('osm.holeHead', { number: hole.number })}</strong>
        {figures && <span className="muted"> · {figures}</span>}
      </div>
      <p className="osm-hole__found">{found ? t('osm.found', { found }) : t('osm.nothingForHole')}</p>
      {hole.missing.length > 0 && <p className="osm-hole__missing">{t('osm.missing', { missing: hole.missing.map((m) => partText(t, m)).join(', ') })}</p>}
      {note && <p className="muted">{note}</p>}
      {canDraw && (
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('osm.hideDrawing', { number: hole.number }) : t('osm.showDrawing', { number: hole.number })}
        </button>
      )}
      {open && <HoleMap hole={drawable(hole)} golfer={null} label={figures ? t('osm.holeMapFigures', { number: hole.number, course: courseName, figures }) : t('osm.holeMap', { number: hole.number, course: courseName })} unit={unit} />}
    </li>
  );
}
