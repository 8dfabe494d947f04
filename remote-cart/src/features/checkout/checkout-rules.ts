import type { Rule } from 'antd/es/form';
import {
  addressSchema,
  cardNumberSchema,
  cvcSchema,
  expiryTextSchema,
  phoneSchema,
  ruleOf,
  zipSchema,
} from 'shared/forms';

const address = addressSchema.entries;

// Every field is the API's own check (shared's ruleOf over the `rules` schemas): required, trimmed,
// length and format, with the API's message. The postal code's format depends on the country typed.
export const RULES = {
  country: [ruleOf(address.country)],
  street1: [ruleOf(address.street1)],
  city: [ruleOf(address.city)],
  state: [ruleOf(address.state)],
  phone: [ruleOf(phoneSchema)],
  zip: [({ getFieldValue }) => ruleOf(zipSchema(String(getFieldValue('country') ?? '')))],
  cardNumber: [ruleOf(cardNumberSchema)],
  expiry: [ruleOf(expiryTextSchema())],
  cvc: [ruleOf(cvcSchema)],
} satisfies Record<string, Rule[]>;
