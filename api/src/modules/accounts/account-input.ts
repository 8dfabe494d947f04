import type { QuickUserInput, RegisterInput } from '../../generated/graphql.js';
import { birthdaySchema, emailSchema, newPasswordSchema, quickUserSchema, registrationSchema } from 'rules';
import { checkInput, type Checked } from '../common/rule-check.js';

export type { Checked };

/** Trimmed and lower-cased, as stored (e-mails are unique case-insensitively). */
export function checkEmail(raw: string): Checked<string> {
  return checkInput(emailSchema, raw);
}

export function checkNewPassword(password: string): Checked<string> {
  return checkInput(newPasswordSchema, password);
}

/** Optional ISO date (YYYY-MM-DD) of a real calendar day, not after the shop's today. Blank means none. */
export function checkBirthday(raw: string | null | undefined, now = new Date()): Checked<string | null> {
  return checkInput(
    birthdaySchema(() => now),
    raw,
  );
}

export interface PersonNames {
  name: string;
  lastname: string;
  email: string;
}

/** The fields the admin quick-user dialog sends, checked in the order the form shows them. */
export function checkQuickUser(input: QuickUserInput): Checked<PersonNames> {
  return checkInput(quickUserSchema, input);
}

export interface Registration extends PersonNames {
  password: string;
  birthday: string | null;
}

const registration = registrationSchema();

export function checkRegistration(input: RegisterInput): Checked<Registration> {
  return checkInput(registration, input);
}
