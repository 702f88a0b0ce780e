// The light/dark preference (docs/PRODUCT.md, "3. Entities and their fields" (Preference) and
// "4. States and transitions" (Theme)). Stored in localStorage under THEME_KEY once the golfer chooses; until
// then the theme follows the device's own setting (prefers-color-scheme), live. index.html applies it before
// the first paint with the same key, rule and colours, so the page never flashes the wrong theme. Keep the
// two in step.
import { atom } from 'jotai';

export type Theme = 'light' | 'dark';

export const THEME_KEY = 'hd-theme';

/** The theme-color meta per theme (docs/PRODUCT.md, "4. States and transitions"). */
export const THEME_COLORS: Record<Theme, string> = {
  light: 'rgb(248,248,248)',
  dark: 'rgb(63,62,62)',
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The golfer's stored choice, or null when they have not chosen. */
function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function deviceTheme(): Theme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored choice, else the device's light/dark setting. */
export function readTheme(): Theme {
  return storedTheme() ?? deviceTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

const baseThemeAtom = atom<Theme>(readTheme());
// While the golfer has not chosen, a change of the device's setting (e.g. dark at sunset) follows.
baseThemeAtom.onMount = (set) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const follow = () => {
    if (storedTheme() !== null) return;
    const theme = deviceTheme();
    set(theme);
    applyTheme(theme);
  };
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** The current theme; setting it stores and applies it. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, theme: Theme) => {
    set(baseThemeAtom, theme);
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Private mode without storage: the theme still applies for this visit.
    }
    applyTheme(theme);
  },
);
