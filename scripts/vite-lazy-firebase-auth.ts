// Keeps the Firebase Auth code that only on-demand modules use (Google's popup and redirect, password
// and e-mail changes, two-step verification) out of the Auth chunk every page loads.
//
// Why a plugin: the Auth SDK ships as one ES module (`@firebase/auth/dist/esm/index-<hash>.js`). The
// bundler removes what nobody uses from a module but never splits one module between chunks, so a
// function imported only by a lazily loaded module still lands in the chunk of the module, which every
// page loads. Here the modules listed in `lazyImporters` get their own copy of the SDK's module (the
// same file under another id), tree-shaken to what they use, in a chunk loaded with them; every other
// importer keeps the shared one.
//
// That is safe because the copy only ever receives the one Auth instance and its users from the shared
// SDK and works on them through their methods (the SDK's public functions take them as arguments); the
// only `instanceof` checks of the SDK are on providers, which a lazy module creates with the same copy,
// and on `FirebaseError` from `@firebase/util`, which both copies share (bare imports from the copy
// resolve to the shared packages). The copy's own start-up code registers an "auth" component the app
// already has, which Firebase ignores.
//
// A lazy module imported statically by an eagerly loaded one would bring a second SDK into every page:
// the build fails then (generateBundle below), naming the chunk. The same happens when the chunk group
// of the copy (vite.config.ts) comes before the group of the shared Firebase modules: a group takes in
// the modules its own import unless an earlier group has them.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const COPY = '?lazy-firebase-auth';

/** A module id of the copy (for the build's chunk groups). */
export const isLazyAuthCopy = (id: string): boolean => id.endsWith(COPY);

const isRelative = (source: string) => source.startsWith('./') || source.startsWith('../');
const withoutCopy = (id: string) => (isLazyAuthCopy(id) ? id.slice(0, -COPY.length) : id);

/**
 * `lazyImporters`: tests on module ids (absolute paths) of the modules loaded only on demand whose
 * `firebase/auth` imports get the copy.
 */
export function lazyFirebaseAuth(lazyImporters: RegExp[]): Plugin {
  const isLazyImporter = (id: string) => lazyImporters.some((test) => test.test(id));
  return {
    name: 'lazy-firebase-auth',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const fromCopy = isLazyAuthCopy(importer);
      if (source === 'firebase/auth' && isLazyImporter(importer)) {
        const shared = await this.resolve(source, importer, { skipSelf: true });
        return shared ? { ...shared, id: shared.id + COPY } : null;
      }
      if (!fromCopy) return null;
      // Inside the copy (`firebase/auth` re-exports `@firebase/auth`): the Auth SDK's own files are
      // copied too; the other packages it imports (app, util, component, logger) are the shared ones.
      const resolved = await this.resolve(source, withoutCopy(importer), { skipSelf: true });
      if (!resolved || resolved.external || !(isRelative(source) || source === '@firebase/auth')) return resolved;
      return { ...resolved, id: resolved.id + COPY };
    },
    load(id) {
      return isLazyAuthCopy(id) ? readFile(withoutCopy(id), 'utf8') : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // Everything the entry loads before anything on demand.
      const eager = new Map<string, string[]>();
      const visit = (fileName: string, path: string[]) => {
        if (eager.has(fileName)) return;
        eager.set(fileName, path);
        for (const next of byName.get(fileName)?.imports ?? []) visit(next, [...path, fileName]);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, []);
      for (const [fileName, path] of eager) {
        const chunk = byName.get(fileName);
        if (chunk && Object.keys(chunk.modules).some(isLazyAuthCopy)) {
          this.error(
            `${fileName} is loaded by every page (${[...path, fileName].join(' -> ')}) but holds the on-demand ` +
              'copy of Firebase Auth: a module listed in lazyFirebaseAuth() (vite.config.ts) is imported ' +
              'statically by an eagerly loaded one.',
          );
        }
      }
    },
  };
}
