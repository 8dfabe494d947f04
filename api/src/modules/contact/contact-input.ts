import type { ContactMessageInput } from '../../generated/graphql.js';
import { contactMessageSchema } from 'rules';
import { checkInput, type Checked } from '../common/rule-check.js';

export interface ContactMessage {
  /** Trimmed, inner runs of white space made one space (it goes into a header). */
  name: string;
  /** Trimmed and lower-cased, as accounts store it. */
  email: string;
  /** Trimmed at both ends; line breaks inside are kept. */
  message: string;
}

/** The fields in the order the form shows them; the first failing one answers. */
export function checkContactMessage(input: ContactMessageInput): Checked<ContactMessage> {
  return checkInput(contactMessageSchema, input);
}
