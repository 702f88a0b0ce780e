// `npm run admin -- --grant/--revoke <e-mail>` against the local backend (Auth emulator + our RTDB
// server with the project's rules): the user then reads admins/{uid} as true, as the app does.
import { spawn } from 'node:child_process';
import { get, ref } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { freePort, uniqueEmail } from '../../support/backend.ts';
import { backendForFile } from '../../support/backend-for-file.ts';

const root = new URL('../../../', import.meta.url).pathname;
const backend = backendForFile();

function admin(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/admin-cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const urls = () => ['--rtdb-url', backend.rtdbUrl, '--auth-url', backend.authUrl, '--project', backend.projectId];

describe('admin grant', () => {
  it('grants by e-mail, the user then reads admins/{uid} as true; revoke removes it', async () => {
    const user = await backend.createUser();
    const granted = await admin(['--grant', user.email.toUpperCase(), ...urls()]);
    expect(granted.output).toContain(`(uid ${user.uid}) is now an administrator.`);
    expect(granted.code).toBe(0);
    expect(backend.rtdb.getData(`admins/${user.uid}`)).toBe(true);
    const client = await backend.client(user);
    expect((await get(ref(client.db, `admins/${user.uid}`))).val()).toBe(true);

    const revoked = await admin(['--revoke', user.email, ...urls()]);
    expect(revoked.output).toContain('is no longer an administrator.');
    expect(backend.rtdb.getData(`admins/${user.uid}`)).toBe(null);
  });

  it('says so for an unknown e-mail and writes nothing', async () => {
    const email = uniqueEmail('nobody');
    const run = await admin(['--grant', email, ...urls()]);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`admin: No account has the e-mail ${email} in the Auth emulator (project demo-handicap-down): sign up with it first.`);
    expect(backend.rtdb.getData('admins')).toBe(null);
  });

  it('says so when the backend is not running', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const noAuth = await admin(['--grant', 'a@example.com', '--auth-url', closed, '--rtdb-url', backend.rtdbUrl]);
    expect(noAuth.code).toBe(1);
    expect(noAuth.output).toContain(`admin: The Auth emulator does not answer at ${closed}: is the local backend running? Start it with \`npm run backend\``);
    const user = await backend.createUser();
    const noRtdb = await admin(['--grant', user.email, '--auth-url', backend.authUrl, '--rtdb-url', closed]);
    expect(noRtdb.code).toBe(1);
    expect(noRtdb.output).toContain(`admin: The Realtime Database server does not answer at ${closed}`);
  });

  it('refuses a call without exactly one of --grant and --revoke', async () => {
    const run = await admin(['--grant', 'a@example.com', '--revoke', 'b@example.com']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('give exactly one of --grant <e-mail> or --revoke <e-mail>');
  });
});
