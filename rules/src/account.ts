import * as v from 'valibot';
import { EMAIL_PATTERN } from './email.js';
import { ACCOUNT_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { shopDay } from './time.js';
import { hasLetter, visibleName } from './text.js';

const text = RULE_MESSAGES.account;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What a person's name or last name is refused with. */
export interface PersonNameMessages {
  required: string;
  noLetter: string;
  tooLong: (max: number) => string;
}

/**
 * A person's name or last name: invisible characters dropped (visibleName), required, with at
 * least one letter, at most `max` characters.
 */
export function personName(messages: PersonNameMessages, max: number = ACCOUNT_LIMITS.nameMax) {
  return v.pipe(
    v.string(messages.required),
    v.transform(visibleName),
    v.nonEmpty(messages.required),
    v.check(hasLetter, messages.noLetter),
    v.maxLength(max, messages.tooLong(max)),
  );
}

/** An e-mail given at all (trimmed, not blank): the quick-user dialog's own check while the spec's skip flag is on. */
export const emailGivenSchema = v.pipe(v.string(text.emailRequired), v.trim(), v.nonEmpty(text.emailRequired));

/** Trimmed and lower-cased, as stored (e-mails are unique case-insensitively). */
export const emailSchema = v.pipe(
  emailGivenSchema,
  v.maxLength(ACCOUNT_LIMITS.emailMax, text.emailFormat),
  v.regex(EMAIL_PATTERN, text.emailFormat),
  v.toLowerCase(),
);

/** A password being chosen (register, reset, activation). */
export const newPasswordSchema = v.pipe(
  v.string(text.passwordRequired),
  v.nonEmpty(text.passwordRequired),
  v.minLength(ACCOUNT_LIMITS.passwordMin, text.passwordTooShort(ACCOUNT_LIMITS.passwordMin)),
  v.maxLength(ACCOUNT_LIMITS.passwordMax, text.passwordTooLong(ACCOUNT_LIMITS.passwordMax)),
);

/** A real calendar day written YYYY-MM-DD, not before 1900. */
function isBirthDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay && year >= ACCOUNT_LIMITS.oldestBirthYear;
}

/** Optional ISO date (YYYY-MM-DD) of a real day, not after the shop's today. Blank means none. */
export function birthdaySchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.optional(v.nullable(v.string(text.birthdayFormat)), null),
    v.transform((raw) => raw?.trim() || null),
    v.check((day) => day === null || isBirthDate(day), text.birthdayFormat),
    v.check((day) => day === null || day <= shopDay(now()), text.birthdayFuture),
  );
}

const names = {
  name: personName({ required: text.nameRequired, noLetter: text.nameNoLetter, tooLong: text.nameTooLong }),
  lastname: personName({
    required: text.lastnameRequired,
    noLetter: text.lastnameNoLetter,
    tooLong: text.lastnameTooLong,
  }),
};

/** The fields the admin quick-user dialog sends, in the order the form shows them. */
export const quickUserSchema = v.object({ ...names, email: emailSchema });

/** The register form. */
export function registrationSchema(now?: () => Date) {
  return v.object({ ...names, email: emailSchema, password: newPasswordSchema, birthday: birthdaySchema(now) });
}
