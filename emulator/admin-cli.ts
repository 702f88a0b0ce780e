// `npm run admin -- --grant <e-mail> | --revoke <e-mail> [--rtdb-url URL] [--auth-url URL] [--project ID]`:
// makes a user of the local backend an administrator, or no longer one (see README, "Administrators").
import { parseFlags } from './args.ts';
import { AUTH_PROJECT_ID } from './auth-emulator.ts';
import { changeAdminRole } from './admin-role.ts';

try {
  const flags = parseFlags(process.argv.slice(2), ['grant', 'revoke', 'rtdb-url', 'auth-url', 'project']);
  const grant = flags.get('grant');
  const revoke = flags.get('revoke');
  if ((grant === undefined) === (revoke === undefined)) throw new Error('give exactly one of --grant <e-mail> or --revoke <e-mail>');
  const email = (grant ?? revoke) as string;
  const urls = {
    rtdbUrl: flags.get('rtdb-url') ?? 'http://127.0.0.1:9000',
    authUrl: flags.get('auth-url') ?? 'http://127.0.0.1:9099',
    projectId: flags.get('project') ?? AUTH_PROJECT_ID,
  };
  const uid = await changeAdminRole(urls, email, grant !== undefined);
  console.log(grant !== undefined ? `${email} (uid ${uid}) is now an administrator.` : `${email} (uid ${uid}) is no longer an administrator.`);
} catch (err) {
  console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
