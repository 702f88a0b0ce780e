// Finding a course on the server (docs/ARCHITECTURE.md, "Course directory"): by the start of its name, by
// a place typed as coordinates or named (found on OpenStreetMap when asked), or near the phone. The phone keeps only the courses its golfer uses, so
// every form that picks a course, and the course list, offers this beside what the phone has; picking one
// is the caller's (it saves the course, and the sync brings it). Offline it says that the search needs a
// connection: the caller keeps showing the courses on the phone.
import { useId, useState } from 'react';
import type { DistanceUnit, LatLng } from '../../domain/index.ts';
import { DIRECTORY_MIN_LETTERS, type CourseHit, type DirectorySearch } from '../../data/directory.ts';
import { useServerSearch } from '../../data/hooks/directory.ts';
import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { currentPosition } from '../gps/current-position.ts';
import { scoringText } from '../i18n/index.ts';
import { distanceText, typedPlace } from './course-place.ts';
import { usePlaceByName } from './use-place-by-name.ts';
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
  /** The golfer's unit, for the distances of a search near a place. */
  unit: DistanceUnit;
}

/** `typed`: near the coordinates typed; `named`: near the place of the name typed; `phone`: near the phone. */
type Query = { kind: 'name'; text: string } | { kind: 'near'; at: LatLng; from: 'typed' | 'named' | 'phone' };

const keyOf = (q: Query | null): string | null =>
  q === null ? null : q.kind === 'name' ? `name:${q.text}` : `near:${q.at.latitude},${q.at.longitude}`;

export function CourseFinder({ idPrefix, actionText, actionName, onPick, onPhone, unit }: CourseFinderProps) {
  const t = useT(scoringText);
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [near, setNear] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const places = usePlaceByName();

  const typed = text.trim();
  const place = typedPlace(typed);
  const lookup = places.lookup.status !== 'idle' && places.lookup.text === typed ? places.lookup : null;
  const named = lookup?.status === 'found' ? lookup.place : null;
  const query: Query | null = near
    ? { kind: 'near', at: near, from: 'phone' }
    : place
      ? { kind: 'near', at: place, from: 'typed' }
      : named
        ? { kind: 'near', at: named.centre, from: 'named' }
        : typed.length >= DIRECTORY_MIN_LETTERS
        ? { kind: 'name', text: typed }
        : null;
  const found = useServerSearch(keyOf(query), (directory: DirectorySearch) =>
    query === null ? Promise.resolve([]) : query.kind === 'name' ? directory.coursesByName(query.text) : directory.coursesNear(query.at),
  );

  const nearMe = async () => {
    setLocating(t('courseFinder.locating'));
    setFailure(null);
    places.clear();
    try {
      const at = await currentPosition();
      setText('');
      setNear(at);
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
      setFailure(t('courseFinder.saveFailed', { name: hit.name, reason: err instanceof Error ? err.message : String(err) }));
    } finally {
      setPicking(null);
    }
  };

  const status =
    locating ??
    (found.status === 'searching'
      ? t('courseFinder.searching')
      : found.status === 'unreachable'
        ? t('courseFinder.offline')
        : found.status === 'failed'
          ? t('courseFinder.failed', { reason: found.message })
          : found.status === 'found' && found.results.length === 0
            ? query?.kind === 'near'
              ? named && query.from === 'named'
                ? t('courseFinder.noneNearNamed', { place: named.name })
                : t(query.from === 'phone' ? 'courseFinder.noneNearYou' : 'courseFinder.noneNearPlace')
              : t('courseFinder.noneNamed', { name: typed })
            : found.status === 'found' && query?.kind === 'near'
              ? named && query.from === 'named'
                ? t('courseFinder.nearestNamed', { place: named.name })
                : t(query.from === 'phone' ? 'courseFinder.nearestYou' : 'courseFinder.nearestPlace')
              : found.status === 'found'
                ? t('courseFinder.named', { name: typed })
                : '');

  return (
    <div className="course-finder" role="search" aria-label={t('courseFinder.region')}>
      <div className="field">
        <label htmlFor={`${idPrefix}-${id}-find`}>{t('courseFinder.find')}</label>
        <input
          id={`${idPrefix}-${id}-find`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('courseFinder.placeholder')}
          aria-describedby={`${idPrefix}-${id}-help`}
          onChange={(e) => {
            setText(e.target.value);
            setNear(null);
            places.clear();
          }}
        />
        <div id={`${idPrefix}-${id}-help`} className="field-description">
          {t('courseFinder.help', { letters: DIRECTORY_MIN_LETTERS })}
        </div>
      </div>
      <button type="button" className="button" onClick={() => void nearMe()}>
        {t('courseFinder.nearMe')}
      </button>
      {typed !== '' && !place && (
        <button type="button" className="button" disabled={lookup?.status === 'looking'} onClick={() => void places.find(typed)}>
          {t('courseFinder.nearNamed', { place: typed })}
        </button>
      )}
      {lookup?.status === 'looking' && (
        <p className="muted" role="status">
          {t('courseFinder.placeLooking', { place: typed })}
        </p>
      )}
      {lookup?.status === 'none' && (
        <p role="alert" className="alert alert-error">
          {t('courseFinder.placeNone', { place: typed })}
        </p>
      )}
      {lookup?.status === 'failed' && (
        <p role="alert" className="alert alert-error">
          {lookup.overpass ? lookup.message : t('courseFinder.failed', { reason: lookup.message })}
        </p>
      )}
      <p className="muted course-finder__status" role="status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {found.status === 'found' && found.results.length > 0 && (
        <ul className="course-finder__results" aria-label={t('courseFinder.found')}>
          {found.results.map((hit) => (
            <li key={hit.id}>
              <span className="course-finder__name">
                {hit.name}
                <span className="muted">
                  {hit.distance !== undefined ? ` · ${distanceText(hit.distance, unit, locale)}` : ''}
                  {onPhone.has(hit.id) ? ` · ${t('courseFinder.onPhone')}` : ''}
                </span>
              </span>
              <button type="button" className="button" aria-label={actionName(hit)} disabled={picking !== null} onClick={() => void pick(hit)}>
                {picking === hit.id ? t('courseFinder.saving') : typeof actionText === 'string' ? actionText : actionText(hit)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
