/** A window as the picker needs it (the checkout's `deliveryWindows` answer). */
export interface PickerWindow {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  start: string;
  end: string;
  /** The API's Spanish label, "sábado, 28 de noviembre, 09:00 a 12:00". */
  label: string;
  remaining: number;
  available: boolean;
}

/** One day of the picker: its windows by start, and whether any still has places. */
export interface PickerDay {
  date: string;
  /** "sáb 28": what the day's chip shows. */
  short: string;
  /** "sábado 28 de noviembre": what a screen reader hears and the times' legend says. */
  long: string;
  windows: PickerWindow[];
  available: boolean;
}

// The dates are calendar dates (Mexico City's): read at noon UTC and written in UTC, so no time
// zone of the browser can move them to the day before.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
// Built on first use, not when the module loads (docs/decisions.md, "Prices written without Intl.NumberFormat").
let short: Intl.DateTimeFormat | undefined;
let long: Intl.DateTimeFormat | undefined;
const SHORT = () => (short ??= new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', timeZone: 'UTC' }));
const LONG = () =>
  (long ??= new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** "sáb 28" (no abbreviation dot, no comma). */
export function shortDay(date: string): string {
  return SHORT()
    .formatToParts(atNoon(date))
    .filter((part) => part.type === 'weekday' || part.type === 'day')
    .map((part) => part.value.replace(/\.$/, ''))
    .join(' ');
}

/** "sábado 28 de noviembre". */
export function longDay(date: string): string {
  return LONG().format(atNoon(date)).replace(',', '');
}

/** The windows grouped by date, in the API's order (by date, then start). */
export function groupByDay(windows: readonly PickerWindow[]): PickerDay[] {
  const days = new Map<string, PickerDay>();
  for (const window of windows) {
    let day = days.get(window.date);
    if (!day) {
      day = {
        date: window.date,
        short: shortDay(window.date),
        long: longDay(window.date),
        windows: [],
        available: false,
      };
      days.set(window.date, day);
    }
    day.windows.push(window);
    day.available ||= window.available;
  }
  return [...days.values()];
}

/** The earliest window that still has places (the one marked "Más próxima"), if any. */
export function earliestOpen(windows: readonly PickerWindow[]): PickerWindow | undefined {
  return windows.find((window) => window.available);
}

/**
 * The day shown first: the chosen window's, else the one of the earliest window with places,
 * else the first day listed.
 */
export function initialDay(days: readonly PickerDay[], chosenId?: string): string | undefined {
  const chosen = days.find((day) => day.windows.some((window) => window.id === chosenId));
  return (chosen ?? days.find((day) => day.available) ?? days[0])?.date;
}
