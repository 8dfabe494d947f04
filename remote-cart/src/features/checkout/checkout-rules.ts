import type { Rule } from 'antd/es/form';
import { ADDRESS_MIN_LENGTH, MESSAGES } from 'shared';
import { digitsOf, isExpired, parseExpiry } from './card-expiry';

const text = MESSAGES.checkout;

/** Required, trimmed, at least `min` characters: the same limits the API enforces. */
export function addressRule(label: string, min: number): Rule[] {
  return [
    { required: true, whitespace: true, message: text.required(label) },
    { min, transform: (value: string) => value?.trim(), message: text.minLength(label, min) },
  ];
}

export const RULES = {
  country: addressRule(text.country, 2),
  street1: addressRule(text.street1, ADDRESS_MIN_LENGTH),
  city: addressRule(text.city, 2),
  state: addressRule(text.state, 2),
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
