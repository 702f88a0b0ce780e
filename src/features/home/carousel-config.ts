// Carousel constants from docs/PRODUCT.md, "9. Constants and limits".

/** The carousel shows only from this width up (the desktop breakpoint); phones never load the images. */
export const DESKTOP_QUERY = '(min-width: 512px)';
export const SLIDE_INTERVAL_MS = 5000;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The slide after `index`, wrapping around. */
export const nextSlide = (index: number, count: number): number => (index + 1) % count;
/** The slide before `index`, wrapping around. */
export const previousSlide = (index: number, count: number): number => (index - 1 + count) % count;
/** A random first slide, so returning visitors see a different course. */
export const randomSlide = (count: number, random: () => number = Math.random): number =>
  Math.min(count - 1, Math.floor(random() * count));
