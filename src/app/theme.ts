// The light/dark preference (spec section 3 "Preference", section 4 "Theme"). Stored in localStorage
// under THEME_KEY; index.html applies it before the first paint with the same key and colours, so the
// page never flashes the wrong theme. Keep the two in step.
import { atom } from 'jotai';

export type Theme = 'light' | 'dark';

export const THEME_KEY = 'hd-theme';

/** The theme-color meta per theme (spec section 4). */
export const THEME_COLORS: Record<Theme, string> = {
  light: 'rgb(248,248,248)',
  dark: 'rgb(63,62,62)',
};

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

const baseThemeAtom = atom<Theme>(readTheme());

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
