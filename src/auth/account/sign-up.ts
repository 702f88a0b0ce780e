// Creating an account with an e-mail address and a password, then its profile through the one
// new-profile writer (new-profile.ts), which the first Google sign-in shares. Loaded with the /register
// page only: the sign-in pages every golfer opens need none of it.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import type { AuthUser } from '../auth-user.ts';
import { getFirebaseAuth } from '../../backend/firebase-app.ts';
import { DEFAULT_HANDICAP, newProfileProblem, writeNewProfile } from './new-profile.ts';

export { newProfileProblem } from './new-profile.ts';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates the account, then its profile. */
export async function signUp(input: SignUpInput): Promise<AuthUser> {
  const problem = newProfileProblem(input);
  if (problem) throw new Error(problem);
  const email = input.email.trim();
  const { user } = await createUserWithEmailAndPassword(getFirebaseAuth().auth, email, input.password);
  await writeNewProfile(null, {
    id: user.uid,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    // The account's own address as the service keeps it (in lower case): the rules take only the
    // sign-in token's address (docs/ARCHITECTURE.md, "Security rules").
    email: user.email ?? email,
    handicap: DEFAULT_HANDICAP,
  });
  return { uid: user.uid, email: user.email };
}
