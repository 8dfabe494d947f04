import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { formatWeekdayDayMonth, MESSAGES } from 'shared';
import { WindowChoices } from './window-choices';
import { groupByDay, type PickerWindow } from './window-days';

const window = (date: string, start: string, end: string, remaining: number): PickerWindow => ({
  id: `${start.slice(0, 2)}:${date}`,
  date,
  start,
  end,
  label: `${formatWeekdayDayMonth(date)}, ${start} a ${end}`,
  remaining,
  available: remaining > 0,
});

// Saturday 28: the first window is full; Monday 30: every window full; Tuesday 1: all open.
const WINDOWS = [
  window('2026-11-28', '09:00', '12:00', 0),
  window('2026-11-28', '12:00', '15:00', 4),
  window('2026-11-28', '15:00', '18:00', 1),
  window('2026-11-30', '09:00', '12:00', 0),
  window('2026-11-30', '12:00', '15:00', 0),
  window('2026-12-01', '09:00', '12:00', 10),
  window('2026-12-01', '12:00', '15:00', 10),
];

/** The picker as the checkout form holds it: the chosen id in the form's state. */
function Holder({ onChosen }: { onChosen?: (id: string) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <WindowChoices
      windows={WINDOWS}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChosen?.(id);
      }}
    />
  );
}

const days = () => screen.getByRole('group', { name: MESSAGES.windowPicker.dayLegend });
const times = (day: string) => screen.getByRole('group', { name: MESSAGES.windowPicker.timesLegend(day) });

describe('window days', () => {
  it('writes a date as its chip ("sáb 28") and its full name, without moving it a day', () => {
    const [day] = groupByDay([window('2026-11-28', '09:00', '12:00', 3)]);
    expect(day).toMatchObject({ short: 'sáb 28', long: 'sábado 28 de noviembre' });
    expect(groupByDay([window('2026-12-02', '09:00', '12:00', 3)])[0]?.short).toBe('mié 2');
  });

  it('groups the windows by date and knows which days still have places', () => {
    const grouped = groupByDay(WINDOWS);
    expect(grouped.map((day) => [day.date, day.windows.length, day.available])).toEqual([
      ['2026-11-28', 3, true],
      ['2026-11-30', 2, false],
      ['2026-12-01', 2, true],
    ]);
  });
});

describe('WindowChoices', () => {
  it('offers the days as radios with their weekday and date; a day with no places says "Lleno" and is disabled', () => {
    render(<Holder />);
    const dayRadios = within(days()).getAllByRole('radio');
    expect(dayRadios.map((radio) => radio.getAttribute('value'))).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
    expect(within(days()).getByText('sáb 28')).toBeInTheDocument();
    const monday = within(days()).getByRole('radio', { name: /lunes 30 de noviembre/ });
    expect(monday).toBeDisabled();
    expect(monday.closest('label')).toHaveTextContent(MESSAGES.windowPicker.dayFull);
  });

  it('shows first the day of the earliest window with places, marked "Más próxima"; a full time is disabled', () => {
    render(<Holder />);
    expect(within(days()).getByRole('radio', { name: /sábado 28 de noviembre/ })).toBeChecked();
    const saturday = times('sábado 28 de noviembre');
    const full = within(saturday).getByRole('radio', { name: /09:00 a 12:00/ });
    expect(full).toBeDisabled();
    expect(full.closest('label')).toHaveTextContent(MESSAGES.checkout.windowFull);
    const earliest = within(saturday).getByRole('radio', { name: /12:00 a 15:00/ });
    expect(earliest).toBeEnabled();
    expect(earliest.closest('label')).toHaveTextContent(MESSAGES.windowPicker.earliest);
    expect(earliest.closest('label')).toHaveTextContent(MESSAGES.checkout.placesLeft(4));
    expect(
      within(saturday)
        .getByRole('radio', { name: /15:00 a 18:00/ })
        .closest('label'),
    ).toHaveTextContent(MESSAGES.checkout.placesLeft(1));
    // The other days' times are in the page but not shown.
    expect(
      screen.queryByRole('group', { name: MESSAGES.windowPicker.timesLegend('martes 1 de diciembre') }),
    ).toBeNull();
  });

  it('chooses a day, then a time: the form gets that window id', () => {
    const chosen: string[] = [];
    render(<Holder onChosen={(id) => chosen.push(id)} />);
    fireEvent.click(within(days()).getByRole('radio', { name: /martes 1 de diciembre/ }));
    const tuesday = times('martes 1 de diciembre');
    fireEvent.click(within(tuesday).getByRole('radio', { name: /12:00 a 15:00/ }));
    expect(chosen).toEqual(['12:2026-12-01']);
    expect(within(tuesday).getByRole('radio', { name: /12:00 a 15:00/ })).toBeChecked();
    expect(
      screen.queryByRole('group', { name: MESSAGES.windowPicker.timesLegend('sábado 28 de noviembre') }),
    ).toBeNull();
  });

  it("keeps each day's times one radio group of their own, so arrow keys stay within the day", () => {
    render(<Holder />);
    const names = new Set(
      within(times('sábado 28 de noviembre'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    );
    expect(names).toEqual(new Set(['delivery-time-2026-11-28']));
  });

  it('shows nothing when there is no window', () => {
    const { container } = render(<WindowChoices windows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
