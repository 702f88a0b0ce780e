// The home carousel's alt texts in the visitor's language (docs/ARCHITECTURE.md, "Languages"): the
// generator writes what each illustration shows (scripts/course-images.mjs), and the home catalog says
// it, so a Spanish visitor's screen reader no longer reads English.
import { afterAll, describe, expect, it } from 'vitest';
import { courseImages } from '../../../../src/features/home/courseImages.gen.ts';
import { homeText } from '../../../../src/features/home/i18n/index.ts';
import { chooseLanguage } from '../../../../src/i18n/language.ts';

afterAll(() => chooseLanguage('en'));

const first = courseImages[0];
const alt = () => homeText.t('carousel.alt', { ...first?.scene });

describe("the course illustrations' alt texts", () => {
  it('say each scene in English and in Spanish', async () => {
    expect(first?.scene).toEqual({ sky: 'morning', bend: 'left', flag: 'red', bunkers: 1, water: 'right' });
    expect(alt()).toBe('Golf hole under a morning sky: a fairway bending left to a green with a red flag, 1 bunker, water on the right, trees');
    expect(homeText.t('carousel.alt', { sky: 'evening', bend: 'gentle', flag: 'white', bunkers: 3, water: 'none' })).toBe(
      'Golf hole under an evening sky: a fairway bending gently to a green with a white flag, 3 bunkers, trees',
    );
    await chooseLanguage('es');
    expect(alt()).toBe('Hoyo de golf bajo un cielo de mañana: una calle que gira a la izquierda hacia un green con bandera roja, 1 búnker, agua a la derecha, árboles');
    for (const image of courseImages) expect(homeText.t('carousel.alt', { ...image.scene })).toMatch(/^Hoyo de golf bajo un cielo [^{}]+, árboles$/);
  });
});
