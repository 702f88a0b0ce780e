// The bench's phone profile (docs/ARCHITECTURE.md, "Speed on a phone"): a golfer's mid-range phone runs JavaScript
// about four times slower than this machine (Lighthouse's mobile profile slows Chromium's CPU 4x), and a
// first visit happens over a weak mobile link (Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up). The bench applies both itself, per page, through the DevTools protocol; the
// figures are taken in this profile unless `npm run bench -- --desktop` asks for this machine as it is.
import type { Page } from 'playwright-core';

export type BenchProfile = 'phone' | 'desktop';

/** CPU slowdown of the phone profile (Chromium's Emulation.setCPUThrottlingRate). */
export const PHONE_CPU_SLOWDOWN = 4;
/** Slow 4G as Lighthouse simulates it. */
export const SLOW_4G = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 };

export function benchProfile(): BenchProfile {
  return process.argv.includes('--desktop') || process.env.BENCH_PROFILE === 'desktop' ? 'desktop' : 'phone';
}

export function describeProfile(): string {
  return benchProfile() === 'phone'
    ? `CPU slowed ${PHONE_CPU_SLOWDOWN}x; first visits over slow 4G (${SLOW_4G.latencyMs} ms round trip, ${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s down)`
    : "this machine's CPU and loopback network";
}

/**
 * Applies the profile to a page: the CPU slowdown always (in the phone profile), and slow 4G when
 * `network` asks for it (a first visit; an offline start or a tap has no network in its path). Apply it
 * after sign-in and seeding, before what is measured: it stays on the page across navigations.
 */
export async function applyProfile(page: Page, options: { network?: 'slow-4g' } = {}): Promise<void> {
  if (benchProfile() === 'desktop') return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  if (options.network === 'slow-4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_4G.uploadBitsPerSecond / 8,
    });
  }
}

/** The profile's name for a figure's note: "phone: CPU 4x" or "desktop". */
export function profileNote(options: { network?: 'slow-4g' } = {}): string {
  if (benchProfile() === 'desktop') return 'desktop';
  return `phone: CPU ${PHONE_CPU_SLOWDOWN}x${options.network === 'slow-4g' ? ', slow 4G' : ''}`;
}
