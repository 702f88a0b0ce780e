// The "Keep the screen awake during a round" check box, on the play screens and in the profile; on a
// browser without the Screen Wake Lock API it is disabled and says so.
import { useAtom } from 'jotai';
import { memo, useId } from 'react';
import { keepAwakeAtom, wakeLockSupported } from './keep-awake-setting.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';
import './screen-awake.css';

/** Memoised: no props, so a tap on the screen around it leaves it as it is. */
export const ScreenAwakeSetting = memo(function ScreenAwakeSetting() {
  const t = useT(scoringText);
  const [on, setOn] = useAtom(keepAwakeAtom);
  const supported = wakeLockSupported();
  const noteId = useId();
  const note = supported
    ? on
      ? t('awake.on')
      : t('awake.off')
    : t('awake.unsupported');
  return (
    <div className="screen-awake">
      <label className="check">
        <input type="checkbox" checked={supported && on} disabled={!supported} aria-describedby={noteId} onChange={(e) => setOn(e.target.checked)} />
        {t('awake.label')}
      </label>
      <p id={noteId} className="field-description">
        {note}
      </p>
    </div>
  );
});
