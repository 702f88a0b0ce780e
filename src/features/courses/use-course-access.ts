// Who may change a course: its creator or an administrator (docs/ARCHITECTURE.md, "Security rules"; the
// database rules refuse anyone else, so the screens do not offer it).
import { useSession } from '../../session/use-session.ts';

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
  const { uid, isAdmin } = useSession();
  return { uid, isAdmin, canEdit: (course) => canEditCourse(course, uid, isAdmin) };
}
