// Writes the app's Content-Security-Policy into the built index.html as its first <meta> after the
// charset (scripts/content-security-policy.mjs): computed from this build's VITE_* variables and the
// page's own inline scripts, so every server of the build (the static server, Firebase Hosting, the
// service worker's cached copy) applies it. Only in a build: the dev server injects scripts of its own.
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './content-security-policy.mjs';

export function contentSecurityPolicyMeta(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      env = Object.fromEntries(Object.entries(config.env).filter((e): e is [string, string] => typeof e[1] === 'string'));
    },
    transformIndexHtml: {
      // Last, on the page as it is served (the inline scripts the hashes must match).
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy({ html, env });
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the Content-Security-Policy goes right after it.');
        return html.replace(charset, (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
      },
    },
  };
}
