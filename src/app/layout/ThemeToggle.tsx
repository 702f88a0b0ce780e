import { useAtom } from 'jotai';
import { themeAtom } from '../theme.ts';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

/** A toggle button: its name stays "Dark theme", its pressed state says whether it is on. */
export function ThemeToggle() {
  const t = useT(appText);
  const [theme, setTheme] = useAtom(themeAtom);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('theme.dark')}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </button>
  );
}
