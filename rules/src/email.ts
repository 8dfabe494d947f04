// Spec 5: letters, digits, dot, underscore and hyphen before the @, then a dotted domain whose
// labels have up to 63 characters. Labels follow the DNS host-name rule (no leading or trailing
// hyphen) so that an address the server cannot deliver to is refused in the form already.
const LOCAL_PART = '[A-Za-z0-9._-]+';
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** The e-mail format of spec 5, anchored (usable as an antd `pattern` rule). */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

/** True when `value` is an e-mail address in the format of spec 5 (no trimming is done). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
