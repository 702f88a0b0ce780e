// Live feedback on each password requirement. The policy comes from the auth service (the SDK's
// validatePassword); when it is unavailable (offline, or a backend without policies) the default
// policy is a minimum of 6 characters, which is what the service enforces anyway (docs/PRODUCT.md,
// "5. Validation rules"). The labels are in the golfer's language (i18n/, docs/ARCHITECTURE.md "Languages").
import { authMessages } from './i18n/index.ts';

/** The policy's options, shaped like the SDK's PasswordPolicy.customStrengthOptions. */
export interface PasswordOptions {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}

/** The SDK's PasswordValidationStatus fields we read (undefined = the policy does not require it). */
export interface PasswordStatus {
  meetsMinPasswordLength?: boolean;
  meetsMaxPasswordLength?: boolean;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
  passwordPolicy: { customStrengthOptions: PasswordOptions };
}

export type RequirementId = 'min' | 'max' | 'lower' | 'upper' | 'number' | 'symbol';

export interface Requirement {
  id: RequirementId;
  label: string;
  met: boolean;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

function labels(options: PasswordOptions): Record<RequirementId, string> {
  const min = options.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const t = authMessages.t;
  return {
    min: t('password.min', { min }),
    max: t('password.max', { max: options.maxPasswordLength ?? 4096 }),
    lower: t('password.lower'),
    upper: t('password.upper'),
    number: t('password.number'),
    symbol: t('password.symbol'),
  };
}

/** Requirements read from the SDK's validation status: only the ones the policy asks for. */
export function requirementsFromStatus(status: PasswordStatus): Requirement[] {
  const text = labels(status.passwordPolicy.customStrengthOptions);
  const checks: [RequirementId, boolean | undefined][] = [
    ['min', status.meetsMinPasswordLength],
    ['max', status.meetsMaxPasswordLength],
    ['lower', status.containsLowercaseLetter],
    ['upper', status.containsUppercaseLetter],
    ['number', status.containsNumericCharacter],
    ['symbol', status.containsNonAlphanumericCharacter],
  ];
  return checks
    .filter((entry): entry is [RequirementId, boolean] => entry[1] !== undefined)
    .map(([id, met]) => ({ id, label: text[id], met }));
}

/** The same requirements evaluated here, for when the service's policy cannot be fetched. */
export function evaluatePassword(password: string, options: PasswordOptions = {}): Requirement[] {
  const text = labels(options);
  const length = [...password].length;
  const list: Requirement[] = [
    { id: 'min', label: text.min, met: length >= (options.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH) },
  ];
  if (options.maxPasswordLength !== undefined) {
    list.push({ id: 'max', label: text.max, met: length <= options.maxPasswordLength });
  }
  if (options.containsLowercaseLetter) list.push({ id: 'lower', label: text.lower, met: /\p{Ll}/u.test(password) });
  if (options.containsUppercaseLetter) list.push({ id: 'upper', label: text.upper, met: /\p{Lu}/u.test(password) });
  if (options.containsNumericCharacter) list.push({ id: 'number', label: text.number, met: /\p{N}/u.test(password) });
  if (options.containsNonAlphanumericCharacter) {
    list.push({ id: 'symbol', label: text.symbol, met: /[^\p{L}\p{N}]/u.test(password) });
  }
  return list;
}

export function allMet(requirements: readonly Requirement[]): boolean {
  return requirements.every((r) => r.met);
}

/** One sentence naming what is still missing, for the alert shown when a weak password is submitted. */
export function unmetMessage(requirements: readonly Requirement[]): string | null {
  const missing = requirements.filter((r) => !r.met).map((r) => r.label.charAt(0).toLowerCase() + r.label.slice(1));
  if (missing.length === 0) return null;
  return authMessages.t('password.needs', { missing: missing.join(', ') });
}
