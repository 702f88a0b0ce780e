// Why the golf course API's answer, or one result of it, was left out, in the administrator's language:
// the domain's readers say it in codes with their values (src/domain/course-import/api-course.ts;
// docs/ARCHITECTURE.md, "Languages").
import type { ApiBodyProblem, ApiCourseProblem, ApiTeeProblem } from '../domain/course-import/index.ts';
import { golfCourseApiText } from './i18n/index.ts';

const t = golfCourseApiText.t;

function teeProblemText(problem: ApiTeeProblem): string {
  switch (problem.code) {
    case 'tee-not-object':
      return t('problem.teeNotObject');
    case 'tee-field-not-number':
      return t('problem.teeFieldNotNumber', { field: problem.field });
    case 'holes-not-list':
      return t('problem.holesNotList');
    case 'hole-not-object':
      return t('problem.holeNotObject', { hole: problem.hole });
    case 'hole-field-not-number':
      return t('problem.holeFieldNotNumber', { hole: problem.hole, field: problem.field });
  }
}

/** "“Royal Links” has no id", "the answer has no “course” object". */
export function apiProblemText(problem: ApiCourseProblem | ApiBodyProblem): string {
  if (problem.code === 'no-courses-list') return t('problem.noCoursesList');
  if (problem.code === 'no-course-object') return t('problem.noCourseObject');
  if (problem.code === 'not-course-object') return t('problem.notCourseObject');
  const course = problem.course === null ? t('problem.unnamed') : t('problem.named', { name: problem.course });
  switch (problem.code) {
    case 'no-id':
      return t('problem.noId', { course });
    case 'tee-list-not-list':
      return t('problem.teeListNotList', { course, gender: problem.gender });
    case 'bad-tee':
      return t('problem.badTee', { course, gender: problem.gender, tee: problem.tee, problem: teeProblemText(problem.problem) });
  }
}
