import { formatShortWeekdayDay, formatWeekdayDayMonth } from 'shared';

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

/** The windows grouped by date, in the API's order (by date, then start). */
export function groupByDay(windows: readonly PickerWindow[]): PickerDay[] {
  const days = new Map<string, PickerDay>();
  for (const window of windows) {
    let day = days.get(window.date);
    if (!day) {
      day = {
        date: window.date,
        short: formatShortWeekdayDay(window.date),
        long: formatWeekdayDayMonth(window.date),
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
