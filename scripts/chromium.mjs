// The flags every headless Chromium run here uses: no sandbox (containers), no GPU, and nothing
// that would reach the network on its own (updates, sync, QUIC probes).
export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
