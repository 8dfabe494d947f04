// `shared/forms`: what a form checks with. shared's ruleOf over the `rules` schemas (valibot), the
// ones the API checks the same inputs with. An entry and a Module Federation share key of its own,
// like `shared/ui`: only the pages with a form load it (and the schemas); `shared` carries the
// limits and messages only (docs/performance.md, "What a form pays for its rules").
export { ruleOf } from './src/validation/rule-of';
// The shopper's plain forms (issue 30): react-hook-form keeps the values, errors and focus, and
// checkOf gives it the same `rules` checks. One copy for every remote, inside this share key.
export { checkOf, type FieldCheck } from './src/validation/check-of';
export { PlainForm, usePlainForm } from './src/forms/plain-form';
export { Controller, useController, useFormContext, useWatch } from 'react-hook-form';
export type { FieldErrors, SubmitHandler, UseFormReturn } from 'react-hook-form';
export {
  addressSchema,
  birthdaySchema,
  cardNumberDigits,
  cardNumberSchema,
  categorySchema,
  contactMessageSchema,
  cvcSchema,
  dayExceptionSchema,
  deliveryNoteSchema,
  emailGivenSchema,
  emailSchema,
  exceptionDateSchema,
  expiryTextSchema,
  newPasswordSchema,
  phoneSchema,
  problemOf,
  productSchema,
  quickUserSchema,
  readExpiry,
  registrationSchema,
  templateWindowFields,
  zipSchema,
  zoneNameSchema,
  zoneSettingsSchema,
} from 'rules';
