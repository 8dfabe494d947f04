import type { Rule } from 'antd/es/form';
import { addressSchema, MESSAGES, phoneSchema, ruleOf } from 'shared';
import { digitsOf, isExpired, parseExpiry } from './card-expiry';

const text = MESSAGES.checkout;

const address = addressSchema.entries;

export const RULES = {
  // The API's checks of the address (shared's ruleOf over the `rules` schema): required, trimmed, length.
  country: [ruleOf(address.country)],
  street1: [ruleOf(address.street1)],
  city: [ruleOf(address.city)],
  state: [ruleOf(address.state)],
  phone: [ruleOf(phoneSchema)],
  zip: [
    { required: true, message: text.required(text.zip) },
    { pattern: /^\s*\d{5}\s*$/, message: text.zipFormat },
  ],
  cardNumber: [
    { required: true, message: text.required(text.cardNumber) },
    {
      validator: async (_rule: unknown, value: string) => {
        const digits = digitsOf(value ?? '');
        if (value && (digits.length < 13 || digits.length > 19)) throw new Error(text.cardNumberFormat);
      },
    },
  ],
  expiry: [
    { required: true, message: text.required(text.cardExpiry) },
    {
      validator: async (_rule: unknown, value: string) => {
        if (!value) return;
        const expiry = parseExpiry(value);
        if (!expiry) throw new Error(text.expiryFormat);
        if (isExpired(expiry)) throw new Error(text.expiryPast);
      },
    },
  ],
  cvc: [
    { required: true, message: text.required(text.cardCvc) },
    { pattern: /^\d{3}$/, message: text.cvcFormat },
  ],
} satisfies Record<string, Rule[]>;
