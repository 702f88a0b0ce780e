// @vitest-environment happy-dom
// The OpenStreetMap server form under the page's Content-Security-Policy (src/ui/connect-policy.ts): an
// address the policy does not list is refused with what to do, in the golfer's language, and not saved;
// one it lists is saved; a saved one a later build no longer lists is named at once.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../../../scripts/content-security-policy.mjs';
import { OverpassSettingsForm } from '../../../../../src/features/courses/osm-import/OverpassSettingsForm.tsx';
import { chooseLanguage } from '../../../../../src/i18n/language.ts';
import { OVERPASS_URL, type OverpassSettings } from '../../../../../src/osm/index.ts';

const MIRROR = 'https://overpass.kumi.systems/api/interpreter';
const OTHER = 'https://overpass.private.coffee/api/interpreter';

function withPolicy(servers: string): void {
  const policy = contentSecurityPolicy({ html: '', env: { VITE_FIREBASE_DATABASE_URL: 'https://p.firebasedatabase.app', VITE_CONNECT_SERVERS: servers } });
  document.head.innerHTML = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}

async function renderForm(settings: OverpassSettings = { baseUrl: OVERPASS_URL }) {
  const onChange = vi.fn<(s: OverpassSettings) => void>();
  await act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <OverpassSettingsForm settings={settings} onChange={onChange} />
      </Suspense>,
    );
  });
  return onChange;
}

const address = () => screen.getByRole('textbox');

beforeEach(() => withPolicy(MIRROR.replace('/api/interpreter', '')));
afterEach(async () => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
  await chooseLanguage('en');
});

describe('the OpenStreetMap server form', () => {
  it('saves a server the policy lists', async () => {
    const onChange = await renderForm();
    fireEvent.change(address(), { target: { value: MIRROR } });
    fireEvent.submit(address().closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenCalledWith({ baseUrl: MIRROR });
    expect(JSON.parse(localStorage.getItem('hd-overpass') ?? 'null')).toEqual({ baseUrl: MIRROR });
    expect(address().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses one it does not list, saying what to do, and keeps the server as it was', async () => {
    const onChange = await renderForm();
    fireEvent.change(address(), { target: { value: OTHER } });
    fireEvent.submit(address().closest('form') as HTMLFormElement);
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^This installation of the app may not connect to https:\/\/overpass\.private\.coffee: .*add https:\/\/overpass\.private\.coffee to VITE_CONNECT_SERVERS, then build and deploy again/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(localStorage.getItem('hd-overpass')).toBeNull();
  });

  it('says it in Spanish, and names a saved server the build no longer lists', async () => {
    await chooseLanguage('es');
    await renderForm({ baseUrl: OTHER });
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Esta instalación de la aplicación no puede conectarse a https:\/\/overpass\.private\.coffee: .*VITE_CONNECT_SERVERS/)).toBeTruthy();
    fireEvent.change(address(), { target: { value: 'overpass.kumi.systems' } });
    fireEvent.submit(address().closest('form') as HTMLFormElement);
    expect(screen.getByText(`La dirección del servidor empieza por https:// (o http://), por ejemplo ${OVERPASS_URL}.`)).toBeTruthy();
  });

  it('refuses nothing it can reach on a page without a policy (the development server)', async () => {
    document.head.innerHTML = '';
    const onChange = await renderForm();
    fireEvent.change(address(), { target: { value: OTHER } });
    fireEvent.submit(address().closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenCalledWith({ baseUrl: OTHER });
  });
});
