// "Export tee times (.ics)": my upcoming matches as a file the phone's calendar imports. Made on the
// device from the local database, so it works with no signal too.
import { useState } from 'react';
import { ICS_MIME, icsFileName, teeTimesToIcs } from './ics-export.ts';
import { useUpcomingTeeTimes } from './use-upcoming-tee-times.ts';

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
  const { teeTimes, myName, loading } = useUpcomingTeeTimes();
  const [message, setMessage] = useState('');

  const onExport = () => {
    const now = Date.now();
    const text = teeTimesToIcs(teeTimes, { now, myName });
    if (text === null) {
      setMessage('No upcoming tee times to export: plan a match first.');
      return;
    }
    try {
      download(text, icsFileName(now));
      const count = teeTimes.filter((t) => t.kind !== 'round').length;
      setMessage(`${count} tee ${count === 1 ? 'time' : 'times'} exported to ${icsFileName(now)}.`);
    } catch (err) {
      setMessage(`The file could not be made: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  return (
    <div className="calendar-export">
      <button type="button" className="button" onClick={onExport} disabled={loading}>
        Export tee times (.ics)
      </button>
      <p role="status" className="calendar-export__status muted">
        {message}
      </p>
    </div>
  );
}
