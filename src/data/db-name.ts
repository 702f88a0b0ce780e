// Local database names. RxDB database names must match /^[a-z][_a-zA-Z0-9-]*$/ without `$`, and
// some storages (file-system based, case-insensitive disks) cannot tell "a" from "A", so the name is
// kept to lower case. Firebase uids mix cases (and custom uids may hold any character), hence this
// reversible, collision-free encoding:
//   a-z and 0-9      -> themselves
//   A-Z              -> "_" followed by the letter in lower case   ("aB3" -> "a_b3")
//   any other char   -> "-" + its code point in lower-case hex + "-" ("a.b" -> "a-2e-b")
// Every encoded character starts with a distinct class of symbol, so decoding is unambiguous and two
// different uids never share a name.

export const DATABASE_NAME_PREFIX = 'golf-';

export function encodeUid(uid: string): string {
  let out = '';
  for (const ch of uid) {
    if (/[a-z0-9]/.test(ch)) out += ch;
    else if (/[A-Z]/.test(ch)) out += `_${ch.toLowerCase()}`;
    else out += `-${(ch.codePointAt(0) ?? 0).toString(16)}-`;
  }
  return out;
}

export function decodeUid(encoded: string): string {
  let out = '';
  for (let i = 0; i < encoded.length; i++) {
    const ch = encoded.charAt(i);
    if (ch === '_') {
      const next = encoded.charAt(++i);
      if (!/[a-z]/.test(next)) throw new Error(`Not an encoded uid: "${encoded}" (bad "_" at ${i - 1})`);
      out += next.toUpperCase();
    } else if (ch === '-') {
      const end = encoded.indexOf('-', i + 1);
      const hex = end > i + 1 ? encoded.slice(i + 1, end) : '';
      if (!/^[0-9a-f]+$/.test(hex)) throw new Error(`Not an encoded uid: "${encoded}" (bad escape at ${i})`);
      out += String.fromCodePoint(parseInt(hex, 16));
      i = end;
    } else if (/[a-z0-9]/.test(ch)) {
      out += ch;
    } else {
      throw new Error(`Not an encoded uid: "${encoded}" (unexpected "${ch}")`);
    }
  }
  return out;
}

/** The local database of one signed-in user. */
export function userDatabaseName(uid: string): string {
  if (uid.length === 0) throw new Error('A database name needs a user id');
  return DATABASE_NAME_PREFIX + encodeUid(uid);
}

/** The uid a database name was made from, or null when the name is not a user database's. */
export function uidOfDatabaseName(name: string): string | null {
  if (!name.startsWith(DATABASE_NAME_PREFIX)) return null;
  try {
    return decodeUid(name.slice(DATABASE_NAME_PREFIX.length));
  } catch {
    return null;
  }
}
