// /courses/import-osm: a course's geometry from OpenStreetMap (docs/ARCHITECTURE.md, "Course geometry from
// OpenStreetMap"). Find a course near the phone's position, by name or near a town, or read a file
// prepared elsewhere (.osm, Overpass JSON, GeoJSON); preview what the map gives per hole; then create a
// course or put the geometry on one the golfer may change. Every failure says what to do; nothing is
// written before the golfer chooses.
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { buildOsmCourses, readOsmData, type OsmCourse, type OsmCourseSummary } from '@/domain/course-import/osm/index.ts';
import { COURSE_LIMITS } from '@/data/course-limits.ts';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { useCourses } from '@/data/hooks/lists.ts';
import { createOsmCourse, putOsmGeometry, type NewOsmCourse } from '@/data/writes/osm-course.ts';
import { createOverpassClient, loadOverpassSettings, type OverpassSearch, type OverpassSettings } from '@/osm/index.ts';
import { currentPosition } from '@/scoring/gps/current-position.ts';
import { Alert } from '@/ui/Alert.tsx';
import { errorText } from '@/ui/error-text.ts';
import { OsmAttribution } from '@/ui/OsmAttribution.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import { useLocale } from '@/i18n/formats.ts';
import { useCourseAccess } from '../use-course-access.ts';
import { OsmCoursePreview } from './OsmCoursePreview.tsx';
import { OverpassSettingsForm } from './OverpassSettingsForm.tsx';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { awayText, courseNameText, obstacleNamer, readProblemText } from './preview-text.ts';
import '../courses.css';
import './osm-import.css';

/** A file larger than this is surely not one course (a whole region's export). */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

type Busy = null | 'near' | 'search' | 'course' | 'file' | 'save';
interface Results {
  title: string;
  search: OverpassSearch | null;
  /** Courses read from a file (no fetching needed). */
  fromFile: OsmCourse[] | null;
}
type Saved = { id: string; name: string; text: string };

export function OsmImportPage() {
  const t = useT(coursesText);
  const db = useGolfDatabase();
  const access = useCourseAccess();
  const unit = useDistanceUnit(access.uid);
  const locale = useLocale();
  const { results: courses } = useCourses();
  const [settings, setSettings] = useState<OverpassSettings>(() => loadOverpassSettings());
  const client = useMemo(() => createOverpassClient({ baseUrl: settings.baseUrl }), [settings]);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [preview, setPreview] = useState<OsmCourse | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const editable = courses.filter((c) => access.canEdit(c));
  const already = preview?.element ? (courses.find((c) => c.osmElement === preview.element) ?? null) : null;

  /** Runs one step with its busy state; a failure becomes the page's message, never a blank screen. */
  async function step(kind: Busy, work: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    setSaved(null);
    try {
      await work();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  const near = () =>
    step('near', async () => {
      const at = await currentPosition();
      const found = await client.near(at);
      setPreview(null);
      setResults({ title: t('osm.nearYou'), search: found, fromFile: null });
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') {
      setFailure(t('osm.typeSomething'));
      return;
    }
    void step('search', async () => {
      const found = await client.search(query);
      setPreview(null);
      const place = found.places[0]?.name;
      setResults({ title: place ? t('osm.namedOrNear', { query: query.trim(), place }) : t('osm.for', { query: query.trim() }), search: found, fromFile: null });
    });
  };

  const open = (summary: OsmCourseSummary) =>
    step('course', async () => {
      const data = await client.course(summary.element);
      const name = courseNameText(t, summary);
      const built = buildOsmCourses(data.shapes, { fallbackName: name, maxObstacles: COURSE_LIMITS.obstaclesPerHole, obstacleName: obstacleNamer(t) });
      const course = built.find((c) => c.element === summary.element) ?? built[0];
      if (!course) throw new Error(t('osm.nothingMapped', { name }));
      setPreview(course);
    });

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void step('file', async () => {
      if (file.size > MAX_FILE_BYTES) throw new Error(t('osm.fileTooLarge', { file: file.name }));
      const data = readOsmData(await file.text());
      if (typeof data === 'string') throw new Error(t('osm.fileUnreadable', { file: file.name, problem: readProblemText(t, data) }));
      const name = file.name.replace(/\.[^.]+$/, '').trim() || t('osm.golfCourse');
      const built = buildOsmCourses(data.shapes, { fallbackName: name, maxObstacles: COURSE_LIMITS.obstaclesPerHole, obstacleName: obstacleNamer(t) });
      if (built.length === 0) throw new Error(t('osm.fileEmpty', { file: file.name }));
      if (built.length === 1) {
        setResults(null);
        setPreview(built[0] as OsmCourse);
      } else {
        setPreview(null);
        setResults({ title: t('osm.inFile', { file: file.name }), search: null, fromFile: built });
      }
    });
  };

  const create = (_: OsmCourse, input: Omit<NewOsmCourse, 'creatorId'>) =>
    step('save', async () => {
      const doc = await createOsmCourse(db, { ...input, creatorId: access.uid });
      setPreview(null);
      setResults(null);
      setSaved({ id: doc.id, name: doc.name, text: t('osm.created', { name: doc.name, count: input.tee.holes.length }) });
    });

  const put = (course: OsmCourse, input: { courseId: string; teeId: string; replace: boolean }) =>
    step('save', async () => {
      const changes = await putOsmGeometry(db, { ...input, osm: course });
      const target = courses.find((c) => c.id === input.courseId);
      const filled = changes.filter((c) => c.filled.length > 0).length;
      setPreview(null);
      setResults(null);
      const name = target?.name ?? t('osm.theCourse');
      setSaved({ id: input.courseId, name, text: t('osm.putDone', { count: filled, name }) });
    });

  const listed = results?.search?.courses ?? [];
  return (
    <section className="page osm-import-page" aria-labelledby="osm-title">
      <p>
        <Link to="/courses" className="back-link">
          {t('course.allCourses')}
        </Link>
      </p>
      <h1 id="osm-title">{t('osm.title')}</h1>
      <p>{t('osm.intro')}</p>

      {preview ? (
        <OsmCoursePreview
          course={preview}
          editable={editable}
          already={already}
          busy={busy !== null}
          onCreate={(c, input) => void create(c, input)}
          onPut={(c, input) => void put(c, input)}
          onBack={() => setPreview(null)}
        />
      ) : (
        <>
          <div className="osm-actions">
            <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void near()}>
              {busy === 'near' ? t('osm.locating') : t('osm.near')}
            </button>
          </div>
          <form className="form osm-search" role="search" aria-label={t('osm.searchForm')} onSubmit={search}>
            <TextField
              label={t('osm.query')}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              description={t('osm.queryExample')}
            />
            <div className="osm-actions">
              <button type="submit" className="button" disabled={busy !== null}>
                {busy === 'search' ? t('osm.searching') : t('osm.search')}
              </button>
            </div>
          </form>
          <div className="field osm-file">
            <label htmlFor="osm-file">{t('osm.file')}</label>
            <input id="osm-file" type="file" accept=".osm,.xml,.json,.geojson,application/json,application/geo+json,application/xml,text/xml" onChange={readFile} disabled={busy !== null} />
          </div>
        </>
      )}

      {busy === 'course' && <p role="status">{t('osm.loadingCourse')}</p>}
      {busy === 'file' && <p role="status">{t('osm.readingFile')}</p>}
      <Alert tone="error">{failure}</Alert>
      <Alert tone="success">
        {saved ? (
          <>
            {saved.text}{' '}
            <Link to="/courses/$id" params={{ id: saved.id }}>
              {t('osm.open', { name: saved.name })}
            </Link>
          </>
        ) : null}
      </Alert>

      {results && !preview && (
        <section aria-labelledby="osm-results-title">
          <h2 id="osm-results-title">{results.title}</h2>
          {results.fromFile ? (
            <ul className="osm-results">
              {results.fromFile.map((c, i) => (
                <li key={`${c.element ?? 'file'}-${i}`} className="osm-results__row">
                  <strong>{c.name}</strong>
                  <button type="button" className="button" onClick={() => setPreview(c)}>
                    {t('osm.preview')} <span className="visually-hidden">{c.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : listed.length === 0 ? (
            <p>{t('osm.noResults')}</p>
          ) : (
            <ul className="osm-results">
              {listed.map((c) => (
                <li key={c.element} className="osm-results__row">
                  <div>
                    <strong>{courseNameText(t, c)}</strong>
                    <span className="muted"> {[c.place, awayText(t, c.distance, unit, locale)].filter(Boolean).join(' · ')}</span>
                  </div>
                  <button type="button" className="button" disabled={busy !== null} onClick={() => void open(c)}>
                    {t('osm.preview')} <span className="visually-hidden">{courseNameText(t, c)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <OsmAttribution what="results" />
        </section>
      )}

      <OverpassSettingsForm key={settings.baseUrl} settings={settings} onChange={setSettings} />
    </section>
  );
}
