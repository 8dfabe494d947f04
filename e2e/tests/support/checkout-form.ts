import type { Page } from 'playwright-core';
import { chooseFirstDeliveryWindow } from './delivery-window.ts';

export interface CheckoutEntries {
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  /** The contact phone as the shopper types it (the API keeps its 10 digits). */
  phone?: string;
  /** The optional note for the driver; left empty when not given. */
  note?: string;
  card?: string;
}

/** A phone typed the way people do: country code, parentheses and a dash. */
export const TYPED_PHONE = '+52 (33) 3614-2020';

/**
 * The checkout as a shopper fills it, on an open checkout page: the delivery address, the contact
 * phone (typed over the one of the last order the form starts with), the first delivery window with
 * places, and a card. Answers the window's label ("jueves, 26 de noviembre, 09:00 a 12:00").
 */
export async function fillCheckout(page: Page, entries: CheckoutEntries = {}): Promise<string> {
  const {
    street1 = 'Av. Juárez 100',
    city = 'Guadalajara',
    state = 'Jalisco',
    zip = '44100',
    phone = TYPED_PHONE,
    card = '4242 4242 4242 4242',
  } = entries;
  await page.getByLabel('Calle y número').fill(street1);
  await page.getByLabel('Ciudad').fill(city);
  await page.getByLabel('Estado').fill(state);
  await page.getByLabel('Código postal').fill(zip);
  await page.getByLabel('Teléfono de contacto').fill(phone);
  if (entries.note !== undefined) await page.getByLabel('Notas para la entrega (opcional)').fill(entries.note);
  const window = await chooseFirstDeliveryWindow(page);
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  return window;
}
