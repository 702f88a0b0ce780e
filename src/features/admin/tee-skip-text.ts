// Why a tee of the golf course API is not imported, in the administrator's language: the domain says it
// in codes with their values (src/domain/course-import/map-course.ts; docs/ARCHITECTURE.md, "Languages").
import type { SkippedTee } from '../../domain/course-import/index.ts';
import type { KeyOf, Translate } from '../../i18n/catalog.ts';
import type { adminText } from './i18n/index.ts';

type AdminKey = KeyOf<typeof adminText>;

/** "the tee has 27 holes; a tee has at most 18". */
export function teeReasonText(t: Translate<AdminKey>, reason: SkippedTee['reason']): string {
  switch (reason.code) {
    case 'no-holes':
      return t('tee.reason.noHoles');
    case 'too-many-holes':
      return t('tee.reason.tooManyHoles', { holes: reason.holes, max: reason.max });
    case 'bad-par':
      return t('tee.reason.badPar', { hole: reason.hole });
    case 'no-stroke-index':
      return t('tee.reason.noStrokeIndex', { count: reason.holes.length, holes: reason.holes.join(', ') });
  }
}

/** "Tee “White” is skipped: hole 4 has no valid par." */
export const teeSkippedText = (t: Translate<AdminKey>, skipped: SkippedTee): string => t('gca.teeSkipped', { tee: skipped.tee, reason: teeReasonText(t, skipped.reason) });
