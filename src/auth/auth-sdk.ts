// The part of the sign-in SDK the auth state and the account calls of auth.ts use, with the page's Auth.
// auth.ts loads this module on demand (a remembered golfer's pages open without the SDK): named imports
// here, not `import('firebase/auth')` there, so the build keeps only these functions of the SDK
// (docs/ARCHITECTURE.md, "Speed on a phone").
import { getFirebaseAuth } from '../backend/firebase-app.ts';

export {
  deleteUser,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
} from 'firebase/auth';

export const pageAuth = () => getFirebaseAuth().auth;
