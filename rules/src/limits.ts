// Every limit of what the shop accepts, in one place: the API checks them and the forms show them.

/** Accounts (spec 5): names, e-mail and password. */
export const ACCOUNT_LIMITS = {
  nameMax: 100,
  // RFC 5321 limit on a forward path: longer addresses cannot be delivered anyway.
  emailMax: 254,
  /** The minimum the forms indicate (spec 5, 9). */
  passwordMin: 6,
  /** argon2 takes any length; this bounds the work an attacker can ask for. */
  passwordMax: 1_024,
  oldestBirthYear: 1900,
} as const;

/** Lengths the contact form accepts, counted after trimming. */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 80, messageMin: 10, messageMax: 2000 } as const;

/** The delivery address and the card of a checkout. */
export const CHECKOUT_LIMITS = {
  /** Minimum length of street1 (ours: spec 1 says the demo hint mentions a minimum without a number). */
  streetMin: 5,
  /** Minimum length of the other required address texts. */
  otherAddressMin: 2,
  addressMax: 200,
  /** Postal codes outside Mexico (free text). */
  foreignZipMax: 12,
  cardDigitsMin: 13,
  cardDigitsMax: 19,
  cvcDigits: 3,
  /** Distinct products in one order. */
  orderLinesMax: 50,
  /** A Mexican phone: 10 digits; the text typed (spaces, dashes, +52 ...) is at most phoneTextMax characters. */
  phoneDigits: 10,
  phoneTextMax: 25,
  /** The customer's optional note for the driver ("tocar el timbre"), in characters once trimmed. */
  deliveryNoteMax: 200,
} as const;

/** What the product form and the API accept. Prices are pesos in the form, centavos in the API. */
export const PRODUCT_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  basePriceMaxCents: 9_999_999,
  basePriceMax: 99_999.99,
  discountMax: 100,
  stockMax: 99_999,
  maxPerOrderMax: 999,
} as const;

/** Sale units of a product, as the API stores them. */
export const SALE_UNITS = ['kg', 'pieza', 'manojo'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];

/** Admin › Categorías. */
export const CATEGORY_LIMITS = {
  nameMax: 60,
  orderMax: 9999,
  /** One per illustration in public/images/categories. */
  imageCount: 8,
} as const;

/** Lists (spec 9): page size 1..maxSize, the name filter and a cursor's text. */
export const PAGING_LIMITS = { maxSize: 100, nameFilterMax: 100, cursorTextMax: 500 } as const;

/** Product pictures the upload accepts: the API checks the bytes (magic numbers), the form the name and size. */
export const PRODUCT_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** What a list request leaves out means (spec 9): 4 per page, from page 0, ascending, with totals. */
export const PAGING_DEFAULTS = { size: 4, firstPageNum: 0, sortAsc: true, showTotals: true } as const;

/** `resultCode` of a list answer: 11 is the spec's (9) success; the refusals are ours, one per kind. */
export const PAGING_RESULT_CODES = {
  ok: 11,
  badPageSize: 21,
  badPageNum: 22,
  badCursorField: 23,
  missingCursor: 24,
  badCursorValue: 25,
  badFilter: 26,
  badNameFilter: 27,
} as const;

/** A weekly delivery window of the admin's template. */
export const DELIVERY_LIMITS = { capacityMax: 10_000, weekdayMin: 1, weekdayMax: 7, noteMax: 200 } as const;

/** A delivery zone of the admin: its name, fee and threshold (centavos), cutoff and postal-code ranges. */
export const ZONE_LIMITS = {
  nameMax: 60,
  feeMaxCents: 1_000_000,
  freeFromMaxCents: 100_000_000,
  minOrderMaxCents: 1_000_000,
  cutoffDaysMax: 6,
  maxRanges: 200,
} as const;
