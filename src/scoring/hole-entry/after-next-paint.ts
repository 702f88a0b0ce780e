// Work a tap starts that the screen need not wait for (writing the score to the database, recording the
// hole in play) runs after the frame that shows the tap. INP counts from the touch to that frame, and at
// a phone's speed the write's own JavaScript (RxDB and Dexie opening the transaction) would otherwise run
// before it (docs/ARCHITECTURE.md, "Speed on a phone"). The edit is on screen meanwhile (the hole
// writer's pending patch) and kept in the tap journal, so nothing waits for the write to be seen or kept.
//
// A page that is not shown paints no frame: the work then runs at once, also when the page is hidden
// while it waits (the golfer locks the phone right after the tap) or left (closed, reloaded). And it never waits longer than
// LONGEST_WAIT_MS, however slow the frame.

/** The longest a tap's write waits for its frame. */
export const LONGEST_WAIT_MS = 100;

export function afterNextPaint(work: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    work();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', run);
    window.removeEventListener('pagehide', run);
    work();
  };
  const timer = window.setTimeout(run, LONGEST_WAIT_MS);
  document.addEventListener('visibilitychange', run);
  // A page being left (closed, reloaded) starts the work at once too; a tap it had not written is in the
  // tap journal all the same (docs/ARCHITECTURE.md, "How a tap becomes durable").
  window.addEventListener('pagehide', run);
  // The browser paints right after the animation frame callbacks; a message posted from one is handled
  // once that frame is done.
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  });
}
