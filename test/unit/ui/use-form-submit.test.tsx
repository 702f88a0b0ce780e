// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmit, type FormSubmitOptions } from '../../../src/ui/use-form-submit.ts';

type Errors = { name?: string };

function submitEvent(): FormEvent {
  return { preventDefault: vi.fn() } as unknown as FormEvent;
}

function setup(options: Partial<FormSubmitOptions<Errors, string>> & { input: { current: string } }) {
  const save = vi.fn(async (_value: string) => undefined);
  const hook = renderHook(() =>
    useFormSubmit<Errors, string>({
      check: () => (options.input.current === '' ? { errors: { name: 'Enter a name.' } } : { value: options.input.current }),
      save,
      ...options,
    }),
  );
  return { hook, save };
}

describe('useFormSubmit', () => {
  it('shows the field errors and saves nothing when the check fails', async () => {
    const input = { current: '' };
    const { hook, save } = setup({ input, invalidText: 'Check the fields marked below.' });
    const event = submitEvent();
    await act(() => hook.result.current.onSubmit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.errors).toEqual({ name: 'Enter a name.' });
    expect(hook.result.current.status).toEqual({ ok: false, text: 'Check the fields marked below.' });
  });

  it('moves focus to the first field in error, which may be above what is on screen', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input aria-label="Name" aria-invalid="true"><input aria-label="Last day" aria-invalid="true">';
    document.body.append(form);
    const { hook } = setup({ input: { current: '' } });
    await act(() => hook.result.current.onSubmit({ preventDefault: vi.fn(), currentTarget: form } as unknown as FormEvent));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Name');
    form.remove();
  });

  it('saves the checked value, clears the errors and says so', async () => {
    const input = { current: '' };
    const onSaved = vi.fn();
    const { hook, save } = setup({ input, savedText: 'Saved.', onSaved });
    await act(() => hook.result.current.onSubmit(submitEvent()));
    input.current = 'Driver';
    await act(() => hook.result.current.onSubmit(submitEvent()));
    expect(save).toHaveBeenCalledWith('Driver');
    expect(onSaved).toHaveBeenCalledOnce();
    expect(hook.result.current.errors).toEqual({});
    expect(hook.result.current.status).toEqual({ ok: true, text: 'Saved.' });
  });

  it("explains a failed save with the error's text", async () => {
    const input = { current: 'Driver' };
    const { hook } = setup({
      input,
      save: async () => {
        throw new Error('disk full');
      },
      failureText: (message) => `Not saved: ${message}`,
    });
    await act(() => hook.result.current.onSubmit(submitEvent()));
    expect(hook.result.current.status).toEqual({ ok: false, text: 'Not saved: disk full' });
  });
});
