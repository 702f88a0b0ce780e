// Granting and revoking the administrator role (`admins/{uid}: true`, docs/ARCHITECTURE.md) on the
// local backend: the uid is looked up by e-mail in the Auth emulator, then the RTDB server's REST face
// is written with the admin token `owner`. Both use the emulators' conventions (`Authorization:
// Bearer owner`), so this works only against the local backend, never a real project.

export interface BackendUrls {
  /** The RTDB server, e.g. http://127.0.0.1:9000 */
  rtdbUrl: string;
  /** The Auth emulator, e.g. http://127.0.0.1:9099 */
  authUrl: string;
  projectId: string;
}

export class AdminRoleError extends Error {
  override readonly name = 'AdminRoleError';
}

const OWNER = { authorization: 'Bearer owner' };

async function call(url: string, init: RequestInit, service: string, hint: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new AdminRoleError(`${service} does not answer at ${new URL(url).origin}: ${hint}`, { cause: err });
  }
}

const START_HINT = 'is the local backend running? Start it with `npm run backend`';

/** The uid of the account with this e-mail in the Auth emulator. */
export async function findUidByEmail(urls: BackendUrls, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const res = await call(
    `${urls.authUrl.replace(/\/+$/, '')}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(urls.projectId)}/accounts:lookup`,
    { method: 'POST', headers: { ...OWNER, 'content-type': 'application/json' }, body: JSON.stringify({ email: [address] }) },
    'The Auth emulator',
    `${START_HINT} (or pass --auth-url).`,
  );
  const body = (await res.json().catch(() => ({}))) as { users?: { localId?: string }[]; error?: { message?: string } };
  if (!res.ok) throw new AdminRoleError(`The Auth emulator refused the lookup of ${address}: ${res.status} ${body.error?.message ?? ''}`.trim());
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new AdminRoleError(`No account has the e-mail ${address} in the Auth emulator (project ${urls.projectId}): sign up with it first.`);
  return uid;
}

/** Sets `admins/{uid}` to true (grant) or removes it (revoke). */
export async function setAdminRole(urls: BackendUrls, uid: string, admin: boolean): Promise<void> {
  const url = `${urls.rtdbUrl.replace(/\/+$/, '')}/admins/${encodeURIComponent(uid)}.json?ns=${encodeURIComponent(urls.projectId)}`;
  const res = await call(
    url,
    admin ? { method: 'PUT', headers: OWNER, body: 'true' } : { method: 'DELETE', headers: OWNER },
    'The Realtime Database server',
    `${START_HINT} (or pass --rtdb-url).`,
  );
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new AdminRoleError(`The Realtime Database server refused to write admins/${uid}: ${res.status} ${text}`.trim());
  }
  await res.body?.cancel();
}

/** Looks the e-mail up and grants or revokes; returns the uid. */
export async function changeAdminRole(urls: BackendUrls, email: string, admin: boolean): Promise<string> {
  const uid = await findUidByEmail(urls, email);
  await setAdminRole(urls, uid, admin);
  return uid;
}
