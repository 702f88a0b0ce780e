// /import_golf_course_api (administrators; docs/ADMINISTRATION.md, "Golf course API"): search
// golfcourseapi.com, preview a course with its tees, pick tees, fill stroke indexes the provider lacks, and
// save the course (created, or updated when it was imported before: matched by the provider's id). A course
// under that id that someone else added is merged into only once the administrator has read so and agreed
// (import-target.ts).
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { mapApiCourse, mergeTees, teesToSave, type ApiCourse, type ApiSearchResult, type ImportedCourse, type ImportedTee, type ImportNames, type SkippedTee } from '../../domain/course-import/index.ts';
import { COURSE_LIMITS } from '../../data/course-limits.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useCourse } from '../../data/hooks/documents.ts';
import { saveImportedCourse } from '../../data/writes/imported-course.ts';
import { saveCourse } from '../../data/writes/users.ts';
import { profileName } from '../../golfers/golfer-name.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { apiProblemText, createGolfCourseApiClient, loadGolfCourseApiSettings, type GolfCourseApiSettings } from '../../golf-course-api/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { errorText } from '../../ui/error-text.ts';
import { TextField } from '../../ui/TextField.tsx';
import { ApiSettingsForm } from './ApiSettingsForm.tsx';
import { importTarget } from './import-target.ts';
import { strokeIndexErrors } from './stroke-index-form.ts';
import { TeePreview, type TeeChoice } from './TeePreview.tsx';
import { teeSkippedText } from './tee-skip-text.ts';
import { useT, type Translate } from '../../i18n/catalog.ts';
import { adminText, type AdminKey } from './i18n/index.ts';
import './admin.css';

function resultName(c: ApiCourse, t: Translate<AdminKey>): string {
  return mapApiCourse(c, importNames(t)).name;
}

/** What the service left unnamed, named in the golfer's language. */
function importNames(t: Translate<AdminKey>): ImportNames {
  return { course: (id) => t('gca.unnamedCourse', { id }), tee: (number) => t('gca.unnamedTee', { number }) };
}

function resultPlace(c: ApiCourse): string {
  return [c.location?.city, c.location?.country].filter((p) => p && p.trim() !== '').join(', ');
}

/** The tee as it will be saved, with the typed stroke indexes in place. */
function withTyped(tee: ImportedTee, choice: TeeChoice): ImportedTee {
  const holes = tee.holes.map((h) => {
    const typed = choice.typed[h.number];
    return h.hcp === undefined && typed !== undefined && typed.trim() !== '' ? { ...h, hcp: Number(typed) } : h;
  });
  return { ...tee, holes, missingStrokeIndex: holes.filter((h) => h.hcp === undefined).map((h) => h.number) };
}

export function CourseApiImportPage() {
  const t = useT(adminText);
  const db = useGolfDatabase();
  const uid = useSessionUid();
  const [settings, setSettings] = useState<GolfCourseApiSettings>(() => loadGolfCourseApiSettings());
  const client = useMemo(() => createGolfCourseApiClient(settings), [settings]);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<null | 'search' | 'course' | 'save'>(null);
  const [results, setResults] = useState<ApiSearchResult | null>(null);
  const [course, setCourse] = useState<ImportedCourse | null>(null);
  const [choices, setChoices] = useState<Record<string, TeeChoice>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ id: string; name: string; tees: number; skipped: SkippedTee[]; updated: boolean } | null>(null);
  const existing = useCourse(course?.id);
  const { byId } = useProfiles();
  const owner = existing.course ? profileName(byId.get(existing.course.creatorId)) : '';
  const target = importTarget(existing.course, uid, owner);
  const [mergeAgreed, setMergeAgreed] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') {
      setFailure(t('gca.needsQuery'));
      return;
    }
    setBusy('search');
    setFailure(null);
    setSaved(null);
    setCourse(null);
    try {
      setResults(await client.search(query));
    } catch (err) {
      setResults(null);
      setFailure(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const preview = async (c: ApiCourse) => {
    setBusy('course');
    setFailure(null);
    setSaved(null);
    try {
      const mapped = mapApiCourse(await client.course(c.id), importNames(t));
      // Kept on this device from now on: a course imported before, held on the server only, comes to
      // the device (docs/ARCHITECTURE.md, "Course directory"), so a re-import merges into it.
      await saveCourse(db, uid, mapped.id);
      setCourse(mapped);
      setMergeAgreed(false);
      // The usable tees are chosen, as many as a course may hold (the first ones: men's, then women's).
      const chosen = new Set(mapped.tees.filter((t) => !t.unusable).slice(0, COURSE_LIMITS.tees).map((t) => t.id));
      setChoices(
        Object.fromEntries(
          mapped.tees.map((t) => [t.id, { chosen: chosen.has(t.id), typed: Object.fromEntries(t.missingStrokeIndex.map((n) => [n, ''])) }]),
        ),
      );
    } catch (err) {
      setCourse(null);
      setFailure(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const errorsOf = (tee: ImportedTee): Record<number, string> => {
    const choice = choices[tee.id];
    if (!choice) return {};
    const known = new Map(tee.holes.filter((h) => h.hcp !== undefined).map((h) => [h.number, h.hcp as number]));
    return strokeIndexErrors(known, choice.typed);
  };

  const save = async () => {
    if (!course) return;
    const picked = course.tees.filter((t) => choices[t.id]?.chosen && !t.unusable);
    if (picked.length === 0) {
      setFailure(t('gca.noTee'));
      return;
    }
    if (target.kind === 'someone-else' && !mergeAgreed) {
      setFailure(t('gca.tickToSave', { text: target.text, confirm: target.confirm }));
      return;
    }
    // A tee whose typed stroke indexes are wrong is not saved silently: the form says what to fix.
    const wrong = picked.filter((t) => {
      const errors = errorsOf(t);
      const typed = choices[t.id]?.typed ?? {};
      return Object.keys(errors).some((hole) => (typed[Number(hole)] ?? '').trim() !== '');
    });
    if (wrong.length > 0) {
      setFailure(t('gca.fixIndexes', { tees: wrong.map((tee) => `"${tee.name}"`).join(', ') }));
      return;
    }
    const { tees, skipped } = teesToSave(picked.map((t) => withTyped(t, choices[t.id] as TeeChoice)));
    if (tees.length === 0) {
      setFailure(t('gca.nothingSaved', { reasons: skipped.map((s) => teeSkippedText(t, s)).join(' ') }));
      return;
    }
    const total = mergeTees(existing.course?.tees ?? [], tees).length;
    if (total > COURSE_LIMITS.tees) {
      setFailure(t('gca.tooManyTees', { max: COURSE_LIMITS.tees, total, fewer: total - COURSE_LIMITS.tees }));
      return;
    }
    setBusy('save');
    setFailure(null);
    try {
      const updated = existing.course !== null;
      const doc = await saveImportedCourse(db, { course, tees, creatorId: uid });
      setSaved({ id: doc.id, name: doc.name, tees: tees.length, skipped, updated });
    } catch (err) {
      setFailure(t('gca.saveFailed', { error: errorText(err) }));
    } finally {
      setBusy(null);
    }
  };

  const hasKey = settings.apiKey !== '';
  const chosenCount = course ? course.tees.filter((t) => choices[t.id]?.chosen && !t.unusable).length : 0;

  return (
    <section className="page admin-page" aria-labelledby="gca-title">
      <h1 id="gca-title">{t('gca.title')}</h1>
      <p>{t('gca.intro')}</p>
      <ApiSettingsForm key={`${settings.apiKey}|${settings.baseUrl}`} settings={settings} onChange={setSettings} />

      {hasKey && (
        <form className="form admin-search" role="search" aria-label={t('gca.searchName')} onSubmit={search}>
          <TextField label={t('gca.query')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <div className="admin-actions">
            <button type="submit" className="button button-primary" disabled={busy !== null}>
              {busy === 'search' ? t('gca.searching') : t('gca.search')}
            </button>
          </div>
        </form>
      )}

      <Alert tone="error">{failure}</Alert>

      {results && !course && (
        <section aria-labelledby="gca-results-title">
          <h2 id="gca-results-title">{t('gca.results')}</h2>
          {/* A result the service sent without an id or with a broken tee is left out, not the search. */}
          {results.skipped.length > 0 && (
            <p className="notice" role="note">
              {t('gca.skipped', { count: results.skipped.length, reasons: results.skipped.map(apiProblemText).join('; ') })}
            </p>
          )}
          {results.courses.length === 0 ? (
            <p>{results.skipped.length > 0 ? t('gca.noOtherResults', { query }) : t('gca.noResults', { query })}</p>
          ) : (
            <ul className="admin-list">
              {results.courses.map((r) => {
                // Mapped once per row: the name maps the course's tees too.
                const name = resultName(r, t);
                const place = resultPlace(r);
                return (
                  <li key={String(r.id)} className="admin-list__row">
                    <div>
                      <strong>{name}</strong>
                      {place && <span className="muted"> {place}</span>}
                    </div>
                    <button type="button" className="button" disabled={busy !== null} onClick={() => void preview(r)}>
                      {t('gca.preview')} <span className="visually-hidden">{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {busy === 'course' && <p role="status">{t('gca.loadingCourse')}</p>}

      {course && (
        <section aria-labelledby="gca-course-title" className="course-preview">
          <h2 id="gca-course-title">{course.name}</h2>
          {course.location && <p className="muted">{course.location}</p>}
          {target.kind === 'someone-else' ? (
            <div className="notice" role="note">
              <p>{target.text}</p>
              <label className="check">
                <input type="checkbox" checked={mergeAgreed} onChange={(e) => setMergeAgreed(e.target.checked)} />
                {target.confirm}
              </label>
            </div>
          ) : (
            <p>{target.kind === 'own' ? target.text : t('gca.newCourse')}</p>
          )}
          <h3>{t('gca.tees')}</h3>
          {course.tees.length === 0 ? (
            <p>{t('gca.noTees')}</p>
          ) : (
            <ul className="tee-list">
              {course.tees.map((t) => (
                <TeePreview
                  key={t.id}
                  tee={t}
                  choice={choices[t.id] ?? { chosen: false, typed: {} }}
                  errors={errorsOf(t)}
                  onChange={(c) => setChoices((all) => ({ ...all, [t.id]: c }))}
                />
              ))}
            </ul>
          )}
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={busy !== null || chosenCount === 0 || (target.kind === 'someone-else' && !mergeAgreed)} onClick={() => void save()}>
              {busy === 'save' ? t('gca.saving') : t('gca.save')}
            </button>
            <button type="button" className="button" onClick={() => setCourse(null)}>
              {t('gca.back')}
            </button>
          </div>
        </section>
      )}

      <Alert tone="success">
        {saved ? (
          <>
            {t('gca.saved', { updated: saved.updated ? 'yes' : 'no', course: saved.name, count: saved.tees })}{' '}
            {saved.skipped.map((s) => teeSkippedText(t, s)).join(' ')}{' '}
            <Link to="/courses/$id" params={{ id: saved.id }}>
              {t('gca.open', { course: saved.name })}
            </Link>
          </>
        ) : null}
      </Alert>
    </section>
  );
}
