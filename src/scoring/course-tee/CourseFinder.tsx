// Finding a course on the server (docs/ARCHITECTURE.md, "Course directory"): by the start of its name, by
// a place typed as coordinates, or near the phone. The phone keeps only the courses its golfer uses, so
// every form that picks a course, and the course list, offers this beside what the phone has; picking one
// is the caller's (it saves the course, and the sync brings it). Offline it says that the search needs a
// connection: the caller keeps showing the courses on the phone.
import { useId, useState } from 'react';
import type { LatLng } from '../../domain/index.ts';
import { DIRECTORY_MIN_LETTERS, type CourseHit, type DirectorySearch } from '../../data/directory.ts';
import { useServerSearch } from '../../data/hooks/directory.ts';
import { currentPosition } from '../gps/current-position.ts';
import { distanceText, typedPlace } from './course-place.ts';
import './course-finder.css';

export interface CourseFinderProps {
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** The button of each course found ("Choose", "Save") and its accessible name. */
  actionText: string | ((hit: CourseHit) => string);
  actionName: (hit: CourseHit) => string;
  onPick: (hit: CourseHit) => Promise<void> | void;
  /** Courses already on the phone are marked so. */
  onPhone: ReadonlySet<string>;
}

type Query = { kind: 'name'; text: string } | { kind: 'near'; at: LatLng; label: string };

const keyOf = (q: Query | null): string | null =>
  q === null ? null : q.kind === 'name' ? `name:${q.text}` : `near:${q.at.latitude},${q.at.longitude}`;

export function CourseFinder({ idPrefix, actionText, actionName, onPick, onPhone }: CourseFinderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [near, setNear] = useState<{ at: LatLng; label: string } | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const typed = text.trim();
  const place = typedPlace(typed);
  const query: Query | null = near
    ? { kind: 'near', ...near }
    : place
      ? { kind: 'near', at: place, label: 'the place you typed' }
      : typed.length >= DIRECTORY_MIN_LETTERS
        ? { kind: 'name', text: typed }
        : null;
  const found = useServerSearch(keyOf(query), (directory: DirectorySearch) =>
    query === null ? Promise.resolve([]) : query.kind === 'name' ? directory.coursesByName(query.text) : directory.coursesNear(query.at),
  );

  const nearMe = async () => {
    setLocating('Finding your position…');
    setFailure(null);
    try {
      const at = await currentPosition();
      setText('');
      setNear({ at, label: 'you' });
      setLocating(null);
    } catch (err) {
      setLocating(err instanceof Error ? err.message : String(err));
    }
  };

  const pick = async (hit: CourseHit) => {
    setPicking(hit.id);
    setFailure(null);
    try {
      await onPick(hit);
    } catch (err) {
      setFailure(`${hit.name} could not be saved to this phone: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setPicking(null);
    }
  };

  const status =
    locating ??
    (found.status === 'searching'
      ? 'Searching the server…'
      : found.status === 'unreachable'
        ? 'Searching the server needs a connection: you are offline. The courses on this phone are still here.'
        : found.status === 'failed'
          ? `The search failed: ${found.message}`
          : found.status === 'found' && found.results.length === 0
            ? query?.kind === 'near'
              ? `No course on the server near ${query.label}.`
              : `No course on the server starts with “${typed}”.`
            : found.status === 'found' && query?.kind === 'near'
              ? `Courses nearest ${query.label}:`
              : found.status === 'found'
                ? `Courses on the server starting with “${typed}”:`
                : '');

  return (
    <div className="course-finder" role="search" aria-label="Courses on the server">
      <div className="field">
        <label htmlFor={`${idPrefix}-${id}-find`}>Find a course</label>
        <input
          id={`${idPrefix}-${id}-find`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Name, or latitude, longitude"
          aria-describedby={`${idPrefix}-${id}-help`}
          onChange={(e) => {
            setText(e.target.value);
            setNear(null);
          }}
        />
        <div id={`${idPrefix}-${id}-help`} className="field-description">
          Every course there is, by the start of its name ({DIRECTORY_MIN_LETTERS} letters or more) or near a place.
        </div>
      </div>
      <button type="button" className="button" onClick={() => void nearMe()}>
        Courses near me
      </button>
      <p className="muted course-finder__status" role="status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {found.status === 'found' && found.results.length > 0 && (
        <ul className="course-finder__results" aria-label="Courses found">
          {found.results.map((hit) => (
            <li key={hit.id}>
              <span className="course-finder__name">
                {hit.name}
                <span className="muted">
                  {hit.distance !== undefined ? ` · ${distanceText(hit.distance)}` : ''}
                  {onPhone.has(hit.id) ? ' · on this phone' : ''}
                </span>
              </span>
              <button type="button" className="button" aria-label={actionName(hit)} disabled={picking !== null} onClick={() => void pick(hit)}>
                {picking === hit.id ? 'Saving…' : typeof actionText === 'string' ? actionText : actionText(hit)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
