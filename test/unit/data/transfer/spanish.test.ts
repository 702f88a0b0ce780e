// @vitest-environment happy-dom
// An import's refusals in the golfer's language (docs/ARCHITECTURE.md, "Languages"): the file's problems
// are said in Spanish for a golfer who reads Spanish.
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src/data/transfer/csv.ts';
import { readExportEnvelope } from '../../../../src/data/transfer/import-json.ts';
import { chooseLanguage } from '../../../../src/i18n/language.ts';

afterAll(() => chooseLanguage(undefined));

const messageOf = (work: () => unknown): string => {
  try {
    work();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('no refusal');
};

describe('an import refused in Spanish', () => {
  it('says what is wrong with the file in Spanish', async () => {
    await chooseLanguage('es');
    expect(messageOf(() => readExportEnvelope('{"format":"other"}'))).toBe('Este no es un archivo exportado de Handicap Down! (su «format» no es «handicap-down-export»).');
    expect(messageOf(() => readExportEnvelope('{"format":"handicap-down-export","formatVersion":1,"collections":{"clubs":[]}}'))).toMatch(/^El archivo tiene una colección desconocida «clubs»/);
    expect(messageOf(() => parseCsv('a,"b\n'))).toBe('El archivo CSV termina dentro de un campo entre comillas (unas comillas no se cierran).');
  });
});
