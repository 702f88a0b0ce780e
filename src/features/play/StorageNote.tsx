// A line at the foot of the play screens when the browser may clear this phone's data: a round in play
// is what a golfer loses then, so they find the warning where they score, with the way to keep it
// (the profile's "This phone's data"; docs/ARCHITECTURE.md, "What the phone does to keep the round").
// At the foot, after every control: it appears once the browser has answered and moves nothing a thumb
// is aiming at.
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { useStorageKept } from '../../data/device-storage/use-storage-kept.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import './storage-note.css';

/** Memoised: no props, so a tap on the screen above leaves it as it is. */
export const StorageNote = memo(function StorageNote() {
  const t = useT(playText);
  if (useStorageKept() !== 'may-be-cleared') return null;
  return (
    <p className="play__storage muted">
      {t('storage.text')}{' '}
      {/* The profile's section of that name (PhoneStorage's id). */}
      <Link to="/profile" hash="phone-storage">
        {t('storage.link')}
      </Link>
    </p>
  );
});
