// The e-mail format of spec 5 is a rule of the shop: defined once in `rules`, the API checks it too.
export { EMAIL_PATTERN, isValidEmail } from 'rules/plain';
