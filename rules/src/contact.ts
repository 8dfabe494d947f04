import * as v from 'valibot';
import { emailSchema } from './account.js';
import { CONTACT_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { hasLetter, visibleName } from './text.js';

const { account, contact } = RULE_MESSAGES;
const { nameMin, nameMax, messageMin, messageMax } = CONTACT_LIMITS;

/** The contact form, in the order it shows its fields. */
export const contactMessageSchema = v.object({
  /** A person's name as people see it (visibleName: it goes into a header), with a letter. */
  name: v.pipe(
    v.string(account.nameRequired),
    v.transform(visibleName),
    v.nonEmpty(account.nameRequired),
    v.check(hasLetter, account.nameNoLetter),
    v.minLength(nameMin, contact.nameTooShort(nameMin)),
    v.maxLength(nameMax, account.nameTooLong(nameMax)),
  ),
  email: emailSchema,
  /** Trimmed at both ends; line breaks inside are kept. */
  message: v.pipe(
    v.string(contact.messageRequired),
    v.trim(),
    v.nonEmpty(contact.messageRequired),
    v.minLength(messageMin, contact.messageTooShort(messageMin)),
    v.maxLength(messageMax, contact.messageTooLong(messageMax)),
  ),
});
