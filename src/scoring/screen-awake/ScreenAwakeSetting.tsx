// The "Keep the screen awake during a round" check box, on the play screens and in the profile; on a
// browser without the Screen Wake Lock API it is disabled and says so.
import { useAtom } from 'jotai';
import { useId } from 'react';
import { keepAwakeAtom, wakeLockSupported } from './keep-awake-setting.ts';
import './screen-awake.css';

export function ScreenAwakeSetting() {
  const [on, setOn] = useAtom(keepAwakeAtom);
  const supported = wakeLockSupported();
  const noteId = useId();
  const note = supported
    ? on
      ? 'The screen stays on while a hole is shown; it uses more battery.'
      : 'The screen turns off as your phone is set to.'
    : 'This browser cannot keep the screen awake: set a longer screen timeout on your phone for the round.';
  return (
    <div className="screen-awake">
      <label className="check">
        <input type="checkbox" checked={supported && on} disabled={!supported} aria-describedby={noteId} onChange={(e) => setOn(e.target.checked)} />
        Keep the screen awake during a round
      </label>
      <p id={noteId} className="field-description">
        {note}
      </p>
    </div>
  );
}
