import type { ContactMessageInput } from '../../generated/graphql.js';
import { checkEmail, type Checked } from '../accounts/account-input.js';
import { MESSAGES } from '../common/messages.js';
import { visibleName } from '../common/visible-text.js';

/** Limits of the contact form; the storefront shows the same ones (shared CONTACT_LIMITS). */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 80, messageMin: 10, messageMax: 2000 } as const;

export interface ContactMessage {
  /** Trimmed, inner runs of white space made one space (it goes into a header). */
  name: string;
  /** Trimmed and lower-cased, as accounts store it. */
  email: string;
  /** Trimmed at both ends; line breaks inside are kept. */
  message: string;
}

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** The fields in the order the form shows them; the first failing one answers. */
export function checkContactMessage(input: ContactMessageInput): Checked<ContactMessage> {
  const { nameMin, nameMax, messageMin, messageMax } = CONTACT_LIMITS;
  const name = visibleName(input.name);
  if (!name) return fail(MESSAGES.account.nameRequired);
  if (name.length < nameMin) return fail(MESSAGES.contact.nameTooShort(nameMin));
  if (name.length > nameMax) return fail(MESSAGES.account.nameTooLong(nameMax));
  const email = checkEmail(input.email);
  if (!email.ok) return email;
  const message = input.message.trim();
  if (!message) return fail(MESSAGES.contact.messageRequired);
  if (message.length < messageMin) return fail(MESSAGES.contact.messageTooShort(messageMin));
  if (message.length > messageMax) return fail(MESSAGES.contact.messageTooLong(messageMax));
  return { ok: true, value: { name, email: email.value, message } };
}
