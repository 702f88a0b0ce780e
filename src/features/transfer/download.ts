/** Saves `blob` as the file `name` through the browser's download (works offline: no network involved). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser the time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
