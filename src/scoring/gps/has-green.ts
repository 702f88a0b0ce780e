// Whether a hole has a green to measure to (front, middle or back): a screen watches the position only
// then (position-watch.ts).
import type { GreenCoordinates } from '../../domain/index.ts';

export function hasGreen(hole: GreenCoordinates | undefined): boolean {
  if (!hole) return false;
  return [hole.greenFrontLatitude, hole.middleLatitude, hole.greenEndLatitude].some((v) => typeof v === 'number');
}
