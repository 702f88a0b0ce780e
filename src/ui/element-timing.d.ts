// The Element Timing API's attribute (https://wicg.github.io/element-timing/): an element that carries it
// gets a PerformanceElementTiming entry when it is first painted. The bench reads the Dashboard
// heading's paint from it (docs/ARCHITECTURE.md, "The app shell's loading"). React passes it through.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter of React's own declaration
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
