// The home page's fading slideshow of course illustrations (docs/PRODUCT.md, "2. Screens and routes",
// Public): desktop only, random first slide, a new slide every 5 s. Only the shown slide, the next one and
// the one fading out have an <img> (the first render loads two), so the browser fetches at most one image
// ahead. The rotation stops while the user prefers reduced motion, while the page is hidden, or after the
// pause button.
import { useEffect, useState } from 'react';
import { courseImages } from './courseImages.gen.ts';
import {
  DESKTOP_QUERY,
  REDUCED_MOTION_QUERY,
  SLIDE_INTERVAL_MS,
  nextSlide,
  previousSlide,
  randomSlide,
} from './carousel-config.ts';
import { useMediaQuery, usePageVisible } from './use-media-query.ts';
import { useT } from '../../i18n/catalog.ts';
import { homeText } from './i18n/index.ts';

export function CourseCarousel() {
  const wide = useMediaQuery(DESKTOP_QUERY);
  // Below the breakpoint only the empty frame renders (no <img>), so no image request is ever made on a
  // phone. The frame is laid out by home.css alone (hidden below the breakpoint, 16:9 above it), so a page
  // laid out before the script knows the width (the prerendered copy, made at phone width) takes the
  // carousel's room on a desktop exactly as the live page does (docs/ARCHITECTURE.md, "Speed on a phone").
  return wide ? (
    <Slides />
  ) : (
    <div className="home-carousel" aria-hidden="true">
      <div className="home-carousel__slides" />
    </div>
  );
}

interface Position {
  current: number;
  /** The slide fading out (already loaded), or null before the first change. */
  leaving: number | null;
}

function Slides() {
  const t = useT(homeText);
  const count = courseImages.length;
  const [{ current, leaving }, setPosition] = useState<Position>(() => ({ current: randomSlide(count), leaving: null }));
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const visible = usePageVisible();
  const rotating = !userPaused && !reducedMotion && visible;
  const show = (index: number) => setPosition((p) => ({ current: index, leaving: p.current }));

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) restarts the 5 s whenever the slide changes by hand.
    const timer = window.setTimeout(
      () => setPosition((p) => ({ current: nextSlide(p.current, count), leaving: p.current })),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const next = nextSlide(current, count);
  const previous = previousSlide(current, count);

  return (
    <section className="home-carousel" role="region" aria-roledescription={t('carousel.role')} aria-label={t('carousel.name')}>
      <div className="home-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {courseImages.map((image, index) => {
          const shown = index === current;
          const loaded = shown || index === next || index === leaving;
          return (
            <div
              key={image.src}
              className={`home-carousel__slide${shown ? ' home-carousel__slide--shown' : ''}`}
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { index: index + 1, count })}
              aria-hidden={!shown}
            >
              {loaded && (
                <img
                  src={image.src}
                  alt={t('carousel.alt', { ...image.scene })}
                  width={800}
                  height={450}
                  decoding="async"
                  // The next slide is fetched ahead at low priority so the fade never shows a gap.
                  fetchPriority={shown ? 'auto' : 'low'}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className="home-carousel__controls">
        <button type="button" className="home-carousel__button" onClick={() => show(previous)} aria-label={t('carousel.previous')}>
          ‹
        </button>
        <button
          type="button"
          className="home-carousel__button"
          onClick={() => setUserPaused((p) => !p)}
          aria-label={userPaused ? t('carousel.play') : t('carousel.pause')}
        >
          {userPaused ? '▶' : '❚❚'}
        </button>
        <button type="button" className="home-carousel__button" onClick={() => show(next)} aria-label={t('carousel.next')}>
          ›
        </button>
      </div>
    </section>
  );
}
