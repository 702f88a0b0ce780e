// Putting the previewed geometry onto a course already in the app (one the golfer may change): the tee's
// holes get the map's coordinates and obstacles by hole number; par, stroke index, distances and notes
// stay as the golfer set them, and coordinates already there are kept unless "Replace" is ticked.
import { useState, type FormEvent } from 'react';
import { mergeGeometry, type OsmCourse } from '@/domain/course-import/osm/index.ts';
import type { CourseDoc } from '@/data/types.ts';

export interface ExistingCourseFormProps {
  course: OsmCourse;
  /** The courses the golfer may change, the likeliest first. */
  courses: readonly CourseDoc[];
  initialCourseId?: string;
  busy: boolean;
  onPut: (input: { courseId: string; teeId: string; replace: boolean }) => void;
}

export function OsmExistingCourseForm({ course, courses, initialCourseId, busy, onPut }: ExistingCourseFormProps) {
  const [courseId, setCourseId] = useState(initialCourseId ?? courses[0]?.id ?? '');
  const target = courses.find((c) => c.id === courseId);
  const tees = target?.tees ?? [];
  const [teeId, setTeeId] = useState(tees[0]?.id ?? '');
  const tee = tees.find((t) => t.id === teeId) ?? tees[0];
  const [replace, setReplace] = useState(false);
  const changes = tee ? mergeGeometry(tee.holes, course, replace).changes : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target && tee) onPut({ courseId: target.id, teeId: tee.id, replace });
  };

  return (
    <form className="form osm-existing" onSubmit={submit} aria-labelledby="osm-existing-title" noValidate>
      <h3 id="osm-existing-title">Onto a course in the app</h3>
      <div className="field">
        <label htmlFor="osm-target-course">Course</label>
        <select
          id="osm-target-course"
          value={courseId}
          onChange={(e) => {
            setCourseId(e.target.value);
            setTeeId(courses.find((c) => c.id === e.target.value)?.tees?.[0]?.id ?? '');
          }}
        >
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {tees.length === 0 ? (
        <p className="notice">This course has no tees yet: add one with its holes on the course page first, or create a new course from the map.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="osm-target-tee">Tee</label>
            <select id="osm-target-tee" value={tee?.id ?? ''} onChange={(e) => setTeeId(e.target.value)}>
              {tees.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.holeCount} holes)
                </option>
              ))}
            </select>
          </div>
          <label className="check">
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            Replace coordinates and obstacles the holes already have
          </label>
          <p className="muted">Par, stroke index and distances stay as they are on the tee.</p>
          {changes.length === 0 ? (
            <p className="notice">No hole of this tee gets anything from the map (no hole numbers in common).</p>
          ) : (
            <ul className="osm-changes" aria-label="What changes">
              {changes.map((c) => (
                <li key={c.number}>
                  Hole {c.number}: {c.filled.length > 0 ? `${c.filled.join(', ')} from the map` : 'nothing new'}
                  {c.kept.length > 0 ? `; keeps its ${c.kept.join(', ')}` : ''}.
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="osm-actions">
        <button type="submit" className="button button-primary" disabled={busy || !tee || changes.every((c) => c.filled.length === 0)}>
          {busy ? 'Saving…' : `Put the geometry on ${target?.name ?? 'the course'}`}
        </button>
      </div>
    </form>
  );
}
