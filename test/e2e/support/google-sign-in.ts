// Google sign-in against the Auth emulator, with no network. The emulator serves its own stand-in for
// Google's sign-in page (/emulator/auth/handler) and the helper iframe the SDK talks to
// (/emulator/auth/iframe), but both the SDK and that iframe load Google's iframe messaging library from
// https://apis.google.com/js/api.js, which this machine cannot reach. GAPI_STAND_IN is a small
// replacement of the part they use (gapi.load, iframes.getContext().open / getParentIframe, and an
// iframe's register, send, ping and restyle), passing the same messages with postMessage; everything
// else (the popup or redirect, the auth event, signInWithIdp) is the SDK and the emulator as they are.
import type { BrowserContext, Page } from 'playwright-core';

const GAPI_STAND_IN = `(function () {
  var handlers = {}, queued = {}, replies = {}, seq = 0;
  function post(target, message) {
    message.__gapiStandIn = true;
    target.postMessage(message, '*');
  }
  function answer(source, message) {
    var handler = handlers[message.name];
    if (!handler) {
      (queued[message.name] = queued[message.name] || []).push({ source: source, message: message });
      return;
    }
    Promise.resolve(handler(message.data)).then(function (result) {
      post(source, { kind: 'reply', id: message.id, result: [result] });
    });
  }
  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!m || !m.__gapiStandIn) return;
    if (m.kind === 'ping') return post(event.source, { kind: 'reply', id: m.id, result: [] });
    if (m.kind === 'send') return answer(event.source, m);
    var callback = replies[m.id];
    delete replies[m.id];
    // The SDK's webStorageSupport callback throws after using the answer; gapi swallows that too.
    try { if (callback) callback(m.result); } catch (e) {}
  });
  function Endpoint(target) { this.target = target; }
  Endpoint.prototype.register = function (name, handler) {
    handlers[name] = handler;
    var waiting = queued[name] || [];
    delete queued[name];
    waiting.forEach(function (w) { answer(w.source, w.message); });
  };
  Endpoint.prototype.send = function (name, data, callback) {
    var id = ++seq;
    if (callback) replies[id] = callback;
    post(this.target(), { kind: 'send', name: name, data: data, id: id });
  };
  Endpoint.prototype.restyle = function () { return Promise.resolve(); };
  Endpoint.prototype.ping = function (callback) {
    var target = this.target, id = ++seq;
    return new Promise(function (resolve) {
      // The child answers once its own copy of this script runs: ask until it does.
      var timer = setInterval(function () { try { post(target(), { kind: 'ping', id: id }); } catch (e) {} }, 50);
      replies[id] = function () { clearInterval(timer); if (callback) callback(); resolve(); };
    });
  };
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (k) {
        if (k === 'style') Object.assign(frame.style, attributes.style); else frame.setAttribute(k, attributes[k]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return onOpen(new Endpoint(function () { return frame.contentWindow; }));
    },
    getParentIframe: function () { return new Endpoint(function () { return window.parent; }); }
  };
  window.gapi = {
    load: function (name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: { getContext: function () { return context; }, Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; } }
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && window[onload]) window[onload]();
    if (window.gapi_onload) window.gapi_onload();
  }, 0);
})();`;

export interface GoogleStandIn {
  /** The stand-in page marks the address as one Google has not verified (see below). */
  unverifiedEmail?: boolean;
}

/**
 * Serves GAPI_STAND_IN for Google's script in every page, frame and popup of `context`. With
 * `unverifiedEmail`, the emulator's sign-in page claims an address Google has not verified: the
 * emulator then refuses to merge it into an existing password account
 * (account-exists-with-different-credential), as Firebase does for an address the provider does not vouch for.
 */
export async function serveGoogleStandIn(context: BrowserContext, options: GoogleStandIn = {}): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  // The emulator's page loads its fonts and styles from Google's servers; without a network they only fail slowly.
  await context.route(/^https:\/\/(fonts\.googleapis\.com|fonts\.gstatic\.com|unpkg\.com|www\.gstatic\.com)\//, (route) => route.abort());
  if (options.unverifiedEmail) {
    await context.route('**/emulator/auth/handler?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('email_verified: true,', 'email_verified: false,');
      await route.fulfill({ response, body });
    });
  }
}

/** On the emulator's Google stand-in page: adds a new Google account with this address and name and signs in with it. */
export async function chooseNewGoogleAccount(page: Page, account: { email: string; displayName?: string }): Promise<void> {
  await page.getByText('Add new account').click();
  await page.locator('#email-input').fill(account.email);
  if (account.displayName) await page.locator('#display-name-input').fill(account.displayName);
  await page.locator('#sign-in').click();
}

/** On the emulator's Google stand-in page: signs in again with the Google account of this address, listed there. */
export async function chooseGoogleAccount(page: Page, email: string): Promise<void> {
  await page.getByText(email).first().click();
}

/** The providers (password, google.com, ...) the Auth emulator has for this account, read as an admin. */
export async function signInMethodsOf(authUrl: string, projectId: string, uid: string): Promise<string[]> {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  if (!res.ok) throw new Error(`accounts:lookup ${uid}: ${res.status} ${await res.text()}`);
  const { users } = (await res.json()) as { users?: { providerUserInfo?: { providerId: string }[] }[] };
  return (users?.[0]?.providerUserInfo ?? []).map((p) => p.providerId).sort();
}
