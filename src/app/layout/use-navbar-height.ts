// The navbar's height as the CSS variable --navbar-height on <html>: the navbar is sticky, so what sticks
// below it (the group screen's hole heading) starts there, and a control scrolled into view by the
// keyboard is kept clear of it (scroll-padding-top; WCAG 2.4.11).
import { useLayoutEffect, type RefObject } from 'react';

export function useNavbarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const navbar = ref.current;
    if (!navbar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--navbar-height', `${Math.ceil(navbar.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(navbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--navbar-height');
    };
  }, [ref]);
}
