// /courses/$id: the course with its tees and holes; its creator (or an administrator) renames it,
// adds, edits and deletes tees, and deletes the course.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import type { CourseDoc, Tee } from '@/data/types.ts';
import { deleteCourse, removeTee, upsertCourse, upsertTee } from '@/data/writes/courses.ts';
import { ConfirmButton } from '@/ui/ConfirmButton.tsx';
import { CourseNameForm } from '../form/CourseNameForm.tsx';
import { TeeEditor } from '../tee-form/TeeEditor.tsx';
import { newTeeForm, teeToForm } from '../tee-form/model.ts';
import { teeLimitNote } from '../tee-form/size-limits.ts';
import { useCourseAccess } from '../use-course-access.ts';
import { SavedCourseButton } from './SavedCourseButton.tsx';
import { TeeCard } from './TeeCard.tsx';
import '../courses.css';

type Editing = { kind: 'name' } | { kind: 'tee'; tee: Tee | null } | null;

export function CoursePage({ course }: { course: CourseDoc }) {
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const access = useCourseAccess();
  const canEdit = access.canEdit(course);
  const [editing, setEditing] = useState<Editing>(null);
  const tees = course.tees ?? [];
  const teesFull = teeLimitNote(tees.length);

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
          ← All courses
        </Link>
      </p>
      {editing?.kind === 'name' ? (
        <CourseNameForm
          title={`Rename ${course.name}`}
          initialName={course.name}
          submitLabel="Save name"
          onSubmit={rename}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <h1 id="course-title">{course.name}</h1>
      )}
      <div className="course-actions">
        <Link to="/courses/$id/stats" params={{ id: course.id }} className="button">
          My statistics here
        </Link>
        <SavedCourseButton course={course} uid={access.uid} />
        {canEdit && editing === null && (
          <>
            <button type="button" className="button" onClick={() => setEditing({ kind: 'name' })}>
              Rename
            </button>
            {!teesFull && (
              <button type="button" className="button button-primary" onClick={() => setEditing({ kind: 'tee', tee: null })}>
                Add tee
              </button>
            )}
            <ConfirmButton
              label="Delete course"
              title={`Delete ${course.name}?`}
              description="The course, its tees and holes are removed for every golfer. Score cards already played keep their own copy of the holes."
              confirmLabel="Delete course"
              onConfirm={async () => {
                await deleteCourse(db, course.id);
                await navigate({ to: '/courses' });
              }}
            />
          </>
        )}
      </div>
      {!canEdit && <p className="muted">Only the golfer who added this course, or an administrator, can change it.</p>}
      {canEdit && editing === null && teesFull && <p className="muted">{teesFull}</p>}
      {editing?.kind === 'tee' && editing.tee === null && (
        <TeeEditor title="New tee" initial={newTeeForm()} onSave={saveTee} onCancel={() => setEditing(null)} />
      )}
      {tees.length === 0 && editing === null && <p className="notice">This course has no tees yet{canEdit ? ': add one with its holes.' : '.'}</p>}
      {tees.map((tee) =>
        editing?.kind === 'tee' && editing.tee?.id === tee.id ? (
          <TeeEditor key={tee.id} title={`Edit tee ${tee.name}`} initial={teeToForm(tee)} onSave={saveTee} onCancel={() => setEditing(null)} />
        ) : (
          <TeeCard
            key={tee.id}
            courseId={course.id}
            tee={tee}
            actions={
              canEdit &&
              editing === null && (
                <>
                  <button type="button" className="button" onClick={() => setEditing({ kind: 'tee', tee })} aria-label={`Edit tee ${tee.name}`}>
                    Edit tee
                  </button>
                  <ConfirmButton
                    label="Delete tee"
                    ariaLabel={`Delete tee ${tee.name}`}
                    title={`Delete the ${tee.name} tee?`}
                    description="The tee and its holes are removed from this course for every golfer."
                    confirmLabel="Delete tee"
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
