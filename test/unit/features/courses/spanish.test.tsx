// @vitest-environment happy-dom
// The tee editor in Spanish (docs/ARCHITECTURE.md, "Languages"): its own words from the courses'
// catalog, the tee types from the domain's words, and the validators' sentences from the data catalog.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tee } from '../../../../src/data/index.ts';
import { TeeEditor } from '../../../../src/features/courses/tee-form/TeeEditor.tsx';
import { newTeeForm } from '../../../../src/features/courses/tee-form/model.ts';
import { chooseLanguage } from '../../../../src/i18n/language.ts';

// Choosing Spanish loads every catalog already imported before the app switches (src/i18n/language.ts).
beforeAll(() => chooseLanguage('es'));
afterAll(() => chooseLanguage('en'));
afterEach(cleanup);

describe('the tee editor in Spanish', () => {
  it('names its fields, the tee types and the refused fields in Spanish', async () => {
    const onSave = vi.fn<(tee: Tee) => Promise<void>>(() => Promise.resolve());
    // Rendered inside an awaited act, as a suspending render must be in React's test mode: testing-library's
    // plain `render` is a synchronous act, and React queues a suspended component's retry to the act
    // that was never awaited, so the fallback stays (the app's own root retries as the promise settles).
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <TeeEditor title="Nuevo tee" initial={newTeeForm()} onSave={onSave} onCancel={() => undefined} />
        </Suspense>,
      );
    });
    const form = await screen.findByRole('form', { name: 'Nuevo tee' });
    const type = within(form).getByLabelText('Tipo');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Golf', 'Par 3', 'Pitch and putt']);
    const hole = within(screen.getByRole('group', { name: 'Hoyo 1' }));
    expect(hole.getByLabelText('Hándicap')).toBeTruthy();
    expect(hole.getByText(/Coordenadas y obstáculos \(0 puntos, 0 obstáculos\)/)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Guardar tee' }));
    expect(await within(form).findByText(/^Hay que corregir \d+ campos: están marcados abajo\.$/)).toBeTruthy();
    const name = within(form).getByLabelText('Nombre del tee');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).not.toMatch(/Enter|tee name/);
    expect(onSave).not.toHaveBeenCalled();
  });
});
