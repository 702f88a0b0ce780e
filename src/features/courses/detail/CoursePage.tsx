// /courses/$id: the course with its tees and holes; its creator (or an administrator) renames it,
// adds, edits and deletes tees, and deletes the course.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import { useSessionUid } from '@/session/use-session.ts';
import type { CourseDoc, Tee } from '@/data/types.ts';
import { deleteCourse, removeTee, upsertCourse, upsertTee } from '@/data/writes/courses.ts';
import { ConfirmButton } from '@/ui/ConfirmButton.tsx';
import { OsmAttribution } from '@/ui/OsmAttribution.tsx';
import { CourseNameForm } from '../form/CourseNameForm.tsx';
import { TeeEditor } from '../tee-form/TeeEditor.tsx';
import { newTeeForm, teeToForm } from '../tee-form/model.ts';
import { teesFull as isFull } from '../tee-form/size-limits.ts';
import { COURSE_LIMITS } from '@/data/course-limits.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { useCourseAccess } from '../use-course-access.ts';
import { SavedCourseButton } from './SavedCourseButton.tsx';
import { TeeCard } from './TeeCard.tsx';
import '../courses.css';

type Editing = { kind: 'name' } | { kind: 'tee'; tee: Tee | null } | null;

export function CoursePage({ course }: { course: CourseDoc }) {
  const t = useT(coursesText);
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const access = useCourseAccess();
  const canEdit = access.canEdit(course);
  const [editing, setEditing] = useState<Editing>(null);
  const tees = course.tees ?? [];
  const teesFull = isFull(tees.length);
  const unit = useDistanceUnit(useSessionUid());

  const rename = async (name: string) => {
    await upsertCourse(db, { id: course.id, name, creatorId: course.creatorId, ...(course.tees ? { tees: course.tees } : {}) });
    setEditing(null);
  };
  const saveTee = async (tee: Tee) => {
    await upsertTee(db, course.id, tee);
    setEditing(null);
  };

  return (
    <section className="page course-page" aria-labelledby="course-title">
      <p>
        <Link to="/courses" className="back-link">
          {t('course.allCourses')}
        </Link>
      </p>
      {editing?.kind === 'name' ? (
        <CourseNameForm
          title={t('course.renameTitle', { name: course.name })}
          initialName={course.name}
          submitLabel={t('course.saveName')}
          onSubmit={rename}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <h1 id="course-title">{course.name}</h1>
      )}
      {course.osmElement && <OsmAttribution />}
      <div className="course-actions">
        {/* Fetched once on screen, so the stats page opens without "Loading page..." (docs/ARCHITECTURE.md, "Speed on a phone"). */}
        <Link to="/courses/$id/stats" params={{ id: course.id }} preload="viewport" className="button">
          {t('course.myStats')}
        </Link>
        <SavedCourseButton course={course} uid={access.uid} />
        {canEdit && editing === null && (
          <>
            <button type="button" className="button" onClick={() => setEditing({ kind: 'name' })}>
              {t('course.rename')}
            </button>
            {!teesFull && (
              <button type="button" className="button button-primary" onClick={() => setEditing({ kind: 'tee', tee: null })}>
                {t('course.addTee')}
              </button>
            )}
            <ConfirmButton
              label={t('course.delete')}
              title={t('course.deleteQuestion', { name: course.name })}
              description={t('course.deleteDescription')}
              confirmLabel={t('course.delete')}
              onConfirm={async () => {
                await deleteCourse(db, course.id);
                await navigate({ to: '/courses' });
              }}
            />
          </>
        )}
      </div>
      {!canEdit && <p className="muted">{t('course.onlyCreator')}</p>}
      {canEdit && editing === null && teesFull && <p className="muted">{t('course.teeLimit', { max: COURSE_LIMITS.tees })}</p>}
      {editing?.kind === 'tee' && editing.tee === null && (
        <TeeEditor title={t('course.newTee')} initial={newTeeForm(unit)} onSave={saveTee} onCancel={() => setEditing(null)} />
      )}
      {tees.length === 0 && editing === null && <p className="notice">{canEdit ? t('course.noTeesEditable') : t('course.noTees')}</p>}
      {tees.map((tee) =>
        editing?.kind === 'tee' && editing.tee?.id === tee.id ? (
          <TeeEditor key={tee.id} title={t('course.editTeeNamed', { name: tee.name })} initial={teeToForm(tee, unit)} onSave={saveTee} onCancel={() => setEditing(null)} />
        ) : (
          <TeeCard
            key={tee.id}
            courseId={course.id}
            tee={tee}
            actions={
              canEdit &&
              editing === null && (
                <>
                  <button type="button" className="button" onClick={() => setEditing({ kind: 'tee', tee })} aria-label={t('course.editTeeNamed', { name: tee.name })}>
                    {t('course.editTee')}
                  </button>
                  <ConfirmButton
                    label={t('course.deleteTee')}
                    ariaLabel={t('course.deleteTeeNamed', { name: tee.name })}
                    title={t('course.deleteTeeQuestion', { name: tee.name })}
                    description={t('course.deleteTeeDescription')}
                    confirmLabel={t('course.deleteTee')}
                    onConfirm={async () => {
                      await removeTee(db, course.id, tee.id);
                    }}
                  />
                </>
              )
            }
          />
        ),
      )}
    </section>
  );
}
