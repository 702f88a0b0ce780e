// A backend with the project's security rules for the sync tests.
import { readFileSync } from 'node:fs';
import { injectedAuthUrl, startBackend, type Backend } from '../../../support/backend.ts';

export const projectRules = () => readFileSync(new URL('../../../../database.rules.json', import.meta.url), 'utf8');

export async function startSyncBackend(): Promise<Backend> {
  return startBackend({ rules: projectRules(), authUrl: await injectedAuthUrl() });
}
