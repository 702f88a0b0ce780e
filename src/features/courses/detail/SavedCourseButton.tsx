// "Save to my courses" / "Remove from my courses" on a course's page (docs/ARCHITECTURE.md, "Course
// directory"): a saved course stays on every phone of the golfer, whether or not they play it. A course
// the golfer created is theirs already (saved when created, kept wherever they created it), so it offers
// neither. Removing it opens the course list: a course nothing else keeps then leaves the phone.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { useUserData } from '@/data/hooks/documents.ts';
import type { CourseDoc } from '@/data/types.ts';
import { saveCourse, unsaveCourse } from '@/data/writes/users.ts';
import { useT } from '@/i18n/catalog.ts';
import { errorText } from '@/ui/error-text.ts';
import { coursesText } from '../i18n/index.ts';

export function SavedCourseButton({ course, uid }: { course: Pick<CourseDoc, 'id' | 'name' | 'creatorId'>; uid: string }) {
  const t = useT(coursesText);
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { userData, loading } = useUserData(uid);
  const [failure, setFailure] = useState<string | null>(null);
  if (loading || course.creatorId === uid) return null;
  const saved = userData?.savedCourses?.[course.id] === 1;
  const toggle = async () => {
    setFailure(null);
    try {
      if (saved) {
        await unsaveCourse(db, uid, course.id);
        await navigate({ to: '/courses' });
      } else {
        await saveCourse(db, uid, course.id);
      }
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void toggle()}>
        {saved ? t('course.unsave') : t('course.save')}
      </button>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
    </>
  );
}
