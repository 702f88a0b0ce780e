// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseNameForm } from '../../../../src/features/courses/form/CourseNameForm.tsx';
import { matchesSearch } from '../../../../src/features/courses/list/search.ts';

afterEach(cleanup);

describe('CourseNameForm', () => {
  it('refuses an empty name with the message next to the field and focus on it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CourseNameForm title="New course" submitLabel="Create course" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Course name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    const input = screen.getByLabelText('Course name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the course name.');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed name, and keeps it with the reason when the write fails', async () => {
    const onSubmit = vi.fn<(name: string) => Promise<void>>(() => Promise.reject(new Error('not allowed')));
    render(<CourseNameForm title="Rename" initialName="Old" submitLabel="Save name" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Course name'), { target: { value: '  Royal Links ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('The course was not saved: not allowed');
    expect(onSubmit).toHaveBeenCalledWith('Royal Links');
    expect((screen.getByLabelText('Course name') as HTMLInputElement).value).toBe('  Royal Links ');
  });
});

describe('course search', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesSearch('Évian Resort Golf Club', 'evian golf')).toBe(true);
    expect(matchesSearch('Évian Resort Golf Club', 'EVIAN')).toBe(true);
    expect(matchesSearch('Évian Resort Golf Club', 'evian links')).toBe(false);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});
