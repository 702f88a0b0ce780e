// The distances to the green at the top of a hole on the play screen, live from the phone's GPS, with
// the hole's drawing one tap away in a dialog (the screen stays short enough for the counters).
import { Dialog } from 'radix-ui';
import type { DistanceUnit } from '../../domain/index.ts';
import type { ScoreCardHole } from '../../data/types.ts';
import { GreenDistances } from '../../scoring/gps/GreenDistances.tsx';
import { useGeolocation } from '../../scoring/gps/use-geolocation.ts';
import { HoleMap } from '../../scoring/hole-map/HoleMap.tsx';
import '../../ui/dialog.css';

/** The hole has a green to measure to (front, middle or back). */
export function hasGreenCoordinates(h: ScoreCardHole): boolean {
  return [h.greenFrontLatitude, h.middleLatitude, h.greenEndLatitude].some((v) => typeof v === 'number');
}

/** The hole can be drawn: its tee and the middle of its green. */
function drawable(h: ScoreCardHole): boolean {
  return h.teeLatitude !== undefined && h.middleLatitude !== undefined;
}

export function PlayDistances({ hole, courseName, unit }: { hole: ScoreCardHole; courseName: string; unit: DistanceUnit }) {
  const gps = useGeolocation();
  const golfer = gps.status === 'located' ? gps.position : null;
  return (
    <div className="play-distances">
      <GreenDistances hole={hole} gps={gps} unit={unit} />
      {drawable(hole) && (
        <Dialog.Root>
          <Dialog.Trigger className="button play-distances__map">Show hole {hole.number} drawing</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="dialog-overlay" />
            <Dialog.Content className="dialog hole-map-dialog">
              <Dialog.Title>
                Hole {hole.number}, par {hole.par}
              </Dialog.Title>
              <Dialog.Description className="visually-hidden">The hole drawn from its coordinates, with you on it when you stand on the hole.</Dialog.Description>
              <HoleMap hole={hole} golfer={golfer} label={`Hole ${hole.number} of ${courseName}, par ${hole.par}`} unit={unit} />
              <div className="dialog-actions">
                <Dialog.Close className="button button-primary">Close</Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </div>
  );
}
