// @vitest-environment happy-dom
// Why a golf course API answer or a tee is left out, in the administrator's language (docs/ARCHITECTURE.md,
// "Languages"): the domain's readers give codes with their values; the client and the import page word them.
import { afterAll, describe, expect, it } from 'vitest';
import { mapApiCourse, readSearchBody, teesToSave, type ApiSearchResult } from '../../../src/domain/index.ts';
import { adminText } from '../../../src/features/admin/i18n/index.ts';
import { teeReasonText, teeSkippedText } from '../../../src/features/admin/tee-skip-text.ts';
import { apiProblemText } from '../../../src/golf-course-api/index.ts';
import { chooseLanguage } from '../../../src/i18n/language.ts';

afterAll(() => chooseLanguage(undefined));

const search = readSearchBody({
  courses: [
    { club_name: 'No Id Golf' },
    { id: 3, tees: { female: [{ slope_rating: 'steep' }] } },
    { id: 4, club_name: 'List', tees: { male: { tee_name: 'W' } } },
  ],
}) as ApiSearchResult;
const tees = mapApiCourse({
  id: 9,
  club_name: 'Club',
  tees: { male: [{ tee_name: 'Blue', holes: [] }, { tee_name: 'Gold', holes: [{ par: 4 }, { par: 3 }] }, { tee_name: 'Long', holes: Array.from({ length: 27 }, () => ({ par: 4 })) }], female: [] },
}).tees;
const tooMany = tees[2];
const { skipped } = teesToSave(tees.slice(0, 2));

describe('the golf course API\'s reasons', () => {
  it('in English', async () => {
    await chooseLanguage('en');
    expect(search.skipped.map(apiProblemText)).toEqual([
      '“No Id Golf” has no id',
      'a course without a name has a malformed tee (women’s tee 1: its “slope_rating” is not a number)',
      '“List” has a malformed tee list (the men’s tees are not a list)',
    ]);
    expect(apiProblemText({ code: 'no-courses-list' })).toBe('the search answer has no “courses” list');
    expect(skipped.map((s) => teeSkippedText(adminText.t, s))).toEqual([
      'Tee “Blue” is skipped: the provider lists no holes for this tee.',
      'Tee “Gold” is skipped: holes 1, 2 have no stroke index; fill them in to import it.',
    ]);
    expect(tooMany?.unusable && teeReasonText(adminText.t, tooMany.unusable)).toBe('the tee has 27 holes; a tee has at most 18');
  });

  it('in Spanish', async () => {
    await chooseLanguage('es');
    expect(search.skipped.map(apiProblemText)).toEqual([
      '«No Id Golf» no tiene id',
      'un campo sin nombre tiene un tee mal formado (tee de mujeres 1: su «slope_rating» no es un número)',
      '«List» tiene una lista de tees mal formada (los tees de hombres no son una lista)',
    ]);
    expect(skipped.map((s) => teeSkippedText(adminText.t, s))).toEqual([
      'Se omite el tee «Blue»: el proveedor no da hoyos para este tee.',
      'Se omite el tee «Gold»: los hoyos 1, 2 no tienen hándicap; rellénalos para importar el tee.',
    ]);
  });
});
