// Who may change a course: its creator or an administrator (DESIGN.md section 4; the database rules
// refuse anyone else, so the screens do not offer it).
import { useAtomValue } from 'jotai';
import { isAdminAtom } from '../../sync/admin.ts';
import { sessionAtom } from '../../sync/session.ts';

export interface CourseAccess {
  /** The signed-in golfer; pages under the authenticated layout only render with an open session. */
  uid: string;
  isAdmin: boolean;
  canEdit(course: { creatorId: string }): boolean;
}

export function canEditCourse(course: { creatorId: string }, uid: string, isAdmin: boolean): boolean {
  return isAdmin || course.creatorId === uid;
}

export function useCourseAccess(): CourseAccess {
  const session = useAtomValue(sessionAtom);
  const isAdmin = useAtomValue(isAdminAtom) === true;
  if (session.status !== 'open') throw new Error('No open session: the course pages need a signed-in golfer');
  const uid = session.uid;
  return { uid, isAdmin, canEdit: (course) => canEditCourse(course, uid, isAdmin) };
}
