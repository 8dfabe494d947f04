import {
  addressSchema,
  cardNumberSchema,
  checkOf,
  cvcSchema,
  deliveryNoteSchema,
  expiryTextSchema,
  phoneSchema,
  zipSchema,
  type FieldCheck,
} from 'shared/forms';

const address = addressSchema.entries;

// Every field is the API's own check (shared's checkOf over the `rules` schemas): required, trimmed,
// length and format, with the API's message. The postal code's format depends on the country typed.
export const CHECKS = {
  country: checkOf(address.country),
  street1: checkOf(address.street1),
  city: checkOf(address.city),
  state: checkOf(address.state),
  phone: checkOf(phoneSchema),
  zip: (zip: unknown, country: unknown) => checkOf(zipSchema(String(country ?? '')))(zip),
  cardNumber: checkOf(cardNumberSchema),
  expiry: checkOf(expiryTextSchema()),
  cvc: checkOf(cvcSchema),
  deliveryNote: checkOf(deliveryNoteSchema),
} satisfies Record<string, FieldCheck | ((value: unknown, other: unknown) => string | undefined)>;
