import type { QuickUserInput, RegisterInput } from '../../generated/graphql.js';
import { MAX_PASSWORD_LENGTH } from '../auth/password.js';
import { MESSAGES } from '../common/messages.js';
import { visibleName } from '../common/visible-text.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const MIN_PASSWORD_LENGTH = 6;
const MAX_NAME_LENGTH = 100;
// RFC 5321 limit on a forward path: longer addresses cannot be delivered anyway.
const MAX_EMAIL_LENGTH = 254;
// Spec 5: letters, digits, dot, underscore, hyphen before the @; dotted domain, labels up to 63
// characters (no leading or trailing hyphen, as in DNS). The storefront checks the same rule.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_FORMAT = new RegExp(`^[A-Za-z0-9._-]+@${LABEL}(?:\\.${LABEL})+$`);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_BIRTH_YEAR = 1900;
// "Today" for a birthday is the shop's calendar day, not the server's UTC one.
const SHOP_TIME_ZONE = 'America/Mexico_City';

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Trimmed and lower-cased, as stored (e-mails are unique case-insensitively). */
export function checkEmail(raw: string): Checked<string> {
  const email = raw.trim();
  if (!email) return fail(MESSAGES.account.emailRequired);
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_FORMAT.test(email)) return fail(MESSAGES.account.emailFormat);
  return ok(email.toLowerCase());
}

export function checkNewPassword(password: string): Checked<string> {
  if (!password) return fail(MESSAGES.account.passwordRequired);
  if (password.length < MIN_PASSWORD_LENGTH) return fail(MESSAGES.account.passwordTooShort(MIN_PASSWORD_LENGTH));
  if (password.length > MAX_PASSWORD_LENGTH) return fail(MESSAGES.account.passwordTooLong(MAX_PASSWORD_LENGTH));
  return ok(password);
}

/** Optional ISO date (YYYY-MM-DD) of a real calendar day, not after today. Blank means none. */
export function checkBirthday(raw: string | null | undefined, now = new Date()): Checked<string | null> {
  const text = raw?.trim();
  if (!text) return ok(null);
  const match = ISO_DATE.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!match || !isRealDay || year < OLDEST_BIRTH_YEAR) return fail(MESSAGES.account.birthdayFormat);
  if (text > shopToday(now)) return fail(MESSAGES.account.birthdayFuture);
  return ok(text);
}

export interface PersonNames {
  name: string;
  lastname: string;
  email: string;
}

/** The fields the admin quick-user dialog sends, checked in the order the form shows them. */
export function checkQuickUser(input: QuickUserInput): Checked<PersonNames> {
  const name = checkName(input.name, MESSAGES.account.nameRequired, MESSAGES.account.nameTooLong);
  if (!name.ok) return name;
  const lastname = checkName(input.lastname, MESSAGES.account.lastnameRequired, MESSAGES.account.lastnameTooLong);
  if (!lastname.ok) return lastname;
  const email = checkEmail(input.email);
  if (!email.ok) return email;
  return ok({ name: name.value, lastname: lastname.value, email: email.value });
}

export interface Registration extends PersonNames {
  password: string;
  birthday: string | null;
}

export function checkRegistration(input: RegisterInput): Checked<Registration> {
  const person = checkQuickUser(input);
  if (!person.ok) return person;
  const password = checkNewPassword(input.password);
  if (!password.ok) return password;
  const birthday = checkBirthday(input.birthday);
  if (!birthday.ok) return birthday;
  return ok({ ...person.value, password: password.value, birthday: birthday.value });
}

function checkName(raw: string, required: string, tooLong: (max: number) => string): Checked<string> {
  const name = visibleName(raw);
  if (!name) return fail(required);
  if (name.length > MAX_NAME_LENGTH) return fail(tooLong(MAX_NAME_LENGTH));
  return ok(name);
}

// en-CA formats as YYYY-MM-DD; built once (a formatter is costly to build).
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

function shopToday(now: Date): string {
  return SHOP_DAY.format(now);
}
