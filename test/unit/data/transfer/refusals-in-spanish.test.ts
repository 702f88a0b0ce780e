// @vitest-environment happy-dom
// Why an import refuses a document is said in the golfer's language (docs/ARCHITECTURE.md, "Languages"):
// the ownership reasons and the schema's limits, which used to be English sentences built below the UI.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let language: typeof import('../../../../src/i18n/language.ts');
beforeEach(async () => {
  vi.resetModules();
  language = await import('../../../../src/i18n/language.ts');
});
afterEach(() => language.chooseLanguage(undefined));

describe('an import refusal in Spanish', () => {
  it('names what the golfer may import, and a broken limit, in Spanish', async () => {
    const { permissionProblem } = await import('../../../../src/data/transfer/permissions.ts');
    const { schemaProblems } = await import('../../../../src/data/transfer/schema-check.ts');
    await language.chooseLanguage('es');
    const actor = { uid: 'me', isAdmin: false };
    expect(permissionProblem('courses', { id: 'c1', creatorId: 'someone' }, undefined, actor)?.reason).toBe('solo puedes importar campos que hayas creado');
    expect(permissionProblem('scorecards', { id: 'k1', userId: 'me', creatorId: 'me' }, { id: 'k1', userId: 'me', creatorId: 'other' }, actor)?.reason).toBe(
      'creatorId de un documento existente no se puede cambiar con una importación',
    );
    const problems = schemaProblems('users', { id: 'u1', firstName: 42 });
    expect(problems.map((p) => p.reason)).toContain('firstName debe ser un texto');
  });
});
