// A course page whose course this phone does not keep (docs/ARCHITECTURE.md, "Course directory"): a
// phone keeps only the courses its golfer uses, so a link to any other course (shared, or from the
// search) looks it up on the server. Found, the golfer saves it to "My courses" and the sync brings it,
// and the page shows it; no such course, the not-found page; offline, it says a connection is needed.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { useServerSearch } from '@/data/hooks/directory.ts';
import { saveCourse } from '@/data/writes/users.ts';
import { useT } from '@/i18n/catalog.ts';
import { useSessionUid } from '@/session/use-session.ts';
import { errorText } from '@/ui/error-text.ts';
import { coursesText } from '../i18n/index.ts';

export function CourseNotOnPhone({ id, notFound }: { id: string; notFound: ReactNode }) {
  const t = useT(coursesText);
  const db = useGolfDatabase();
  const uid = useSessionUid();
  const [saving, setSaving] = useState<'no' | 'saving' | 'saved'>('no');
  const [failure, setFailure] = useState<string | null>(null);
  const found = useServerSearch(`course:${id}`, async (directory) => {
    const hit = await directory.courseById(id);
    return hit ? [hit] : [];
  });
  if (found.status === 'idle' || found.status === 'searching') {
    return (
      <section className="page" aria-labelledby="course-title">
        <h1 id="course-title">{t('notOnPhone.looking')}</h1>
      </section>
    );
  }
  if (found.status === 'found' && found.results.length === 0) return <>{notFound}</>;
  const hit = found.status === 'found' ? found.results[0] : undefined;
  const save = async () => {
    setSaving('saving');
    setFailure(null);
    try {
      await saveCourse(db, uid, id);
      setSaving('saved');
    } catch (err) {
      setSaving('no');
      setFailure(errorText(err));
    }
  };
  return (
    <section className="page" aria-labelledby="course-title">
      <p>
        <Link to="/courses" className="back-link">
          {t('course.allCourses')}
        </Link>
      </p>
      <h1 id="course-title">{hit ? hit.name : t('notOnPhone.title')}</h1>
      {hit ? (
        <>
          <p>{t('notOnPhone.text')}</p>
          <button type="button" className="button button-primary" disabled={saving !== 'no'} onClick={() => void save()}>
            {saving === 'no' ? t('course.save') : t('notOnPhone.arriving')}
          </button>
        </>
      ) : (
        <p role="status">{found.status === 'unreachable' ? t('notOnPhone.offline') : t('notOnPhone.failed', { reason: found.status === 'failed' ? found.message : '' })}</p>
      )}
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
    </section>
  );
}
