// The shop's calendar as the e2e tests name days: Mexico City dates, and how the admin shows them.

/** Today in Mexico City plus `days`, as YYYY-MM-DD. */
export function shopDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** "2026-12-01" -> "martes, 1 de diciembre de 2026", as the admin shows a special day. */
export const spanishDate = (date: string) =>
  new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
