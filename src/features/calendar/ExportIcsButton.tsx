// "Export tee times (.ics)": my upcoming matches as a file the phone's calendar imports. Made on the
// device from the local database, so it works with no signal too.
import { useState } from 'react';
import { ICS_MIME, icsFileName, teeTimesToIcs } from './ics-export.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';
import { useUpcomingTeeTimes } from './use-upcoming-tee-times.ts';
import { errorText } from '../../ui/error-text.ts';

/** Saves `text` as a file through a temporary link (the way a web page hands a file to the phone). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: ICS_MIME }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click starts the download before that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportIcsButton() {
  const t = useT(calendarText);
  const { gather, ics } = useCalendarLocale();
  const { teeTimes, myName, loading } = useUpcomingTeeTimes(gather);
  const [message, setMessage] = useState('');

  const onExport = () => {
    const now = Date.now();
    const text = teeTimesToIcs(teeTimes, { now, myName, you: gather.you, words: ics });
    if (text === null) {
      setMessage(t('export.none'));
      return;
    }
    try {
      download(text, icsFileName(now));
      const count = teeTimes.filter((t) => t.kind !== 'round').length;
      setMessage(t('export.done', { count, file: icsFileName(now) }));
    } catch (err) {
      setMessage(t('export.failed', { error: errorText(err) }));
    }
  };

  return (
    <div className="calendar-export">
      <button type="button" className="button" onClick={onExport} disabled={loading}>
        {t('export.button')}
      </button>
      <p role="status" className="calendar-export__status muted">
        {message}
      </p>
    </div>
  );
}
