// Small line icons for the feature cards; decorative, so hidden from screen readers.
import type { Feature } from './features.ts';

const paths: Record<Feature['icon'], string> = {
  card: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 8h8M8 12h8M8 16h5',
  friends:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11a3 3 0 1 0 0-6M18 20c0-2.4-1-4.4-3-5.4',
  calendar: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M9 3v4M15 3v4M8 14h2M14 14h2',
  flag: 'M7 21V3M7 4l10 3-10 4M4 21h10',
};

export function FeatureIcon({ icon }: { icon: Feature['icon'] }) {
  return (
    <svg className="home-feature__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
