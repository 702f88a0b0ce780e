// Two-step verification by a code sent to a phone (SMS multi-factor). Loaded on demand: by the profile's
// security section, and by the sign-in pages when the service answers auth/multi-factor-auth-required.
// The reCAPTCHA is invisible; against the Auth emulator the SDK skips it (connectAuthEmulator sets
// appVerificationDisabledForTesting), and a real project needs SMS multi-factor enabled.
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorResolver,
} from 'firebase/auth';
import { accountError } from './account-errors.ts';
import { getFirebaseAuth } from '../../backend/firebase-app.ts';
import { withRecentLogin } from './security.ts';

function currentUser() {
  const user = getFirebaseAuth().auth.currentUser;
  if (!user) throw accountError('not-signed-in');
  return user;
}

/** Sends the verification SMS through an invisible reCAPTCHA placed in `container`. */
async function sendCode(
  container: HTMLElement,
  options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0],
): Promise<string> {
  const { auth } = getFirebaseAuth();
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

/** Step one of enrolment: a code to `phoneNumber` (international format, +34...). Returns the verification id. */
export async function startEnrolment(phoneNumber: string, container: HTMLElement, confirm: () => Promise<void>): Promise<string> {
  return withRecentLogin(async () => {
    const session = await multiFactor(currentUser()).getSession();
    return sendCode(container, { phoneNumber: phoneNumber.replace(/[\s()-]/g, ''), session });
  }, confirm);
}

/** Step two: the code from the SMS turns two-step verification on. */
export async function finishEnrolment(verificationId: string, code: string): Promise<void> {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code.trim()));
  await multiFactor(currentUser()).enroll(assertion, 'Phone');
}

export async function removeSecondFactor(factorUid: string, confirm: () => Promise<void>): Promise<void> {
  await withRecentLogin(() => multiFactor(currentUser()).unenroll(factorUid), confirm);
}

export interface CodeChallenge {
  /** The phone the code went to, as the service shows it (partly hidden). */
  phoneNumber: string;
  /** Signs in with the code from the SMS. */
  finish(code: string): Promise<void>;
}

/** A sign-in that stopped at auth/multi-factor-auth-required: sends the code to the enrolled phone. */
export async function startCodeSignIn(error: MultiFactorError, container: HTMLElement): Promise<CodeChallenge> {
  const resolver: MultiFactorResolver = getMultiFactorResolver(getFirebaseAuth().auth, error);
  const hint = resolver.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw accountError('no-phone-factor');
  const verificationId = await sendCode(container, { multiFactorHint: hint, session: resolver.session });
  return {
    phoneNumber: 'phoneNumber' in hint && typeof hint.phoneNumber === 'string' ? hint.phoneNumber : 'your phone',
    finish: async (code) => {
      const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code.trim()));
      await resolver.resolveSignIn(assertion);
    },
  };
}
