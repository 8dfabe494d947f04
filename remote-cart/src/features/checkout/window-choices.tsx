import { useState } from 'react';
import { MESSAGES } from 'shared';
import { VisuallyHidden } from 'shared/ui';
import { earliestOpen, groupByDay, initialDay, type PickerDay, type PickerWindow } from './window-days';

const text = MESSAGES.checkout;
const picker = MESSAGES.windowPicker;

interface WindowChoicesProps {
  windows: readonly PickerWindow[];
  /** The chosen window's id (the checkout form's `deliveryWindowId`). */
  value?: string;
  onChange?: (windowId: string) => void;
}

/**
 * A day, then a time (issue 29): the days as a row of chips and the chosen day's times below,
 * both real radio buttons in fieldsets with legends, so arrow keys and screen readers treat them
 * as radios. Every day's times stay in the page (the other days' hidden), so a chosen window is
 * always one of the form's inputs. Full windows are disabled and say "Lleno"; the earliest window
 * with places is marked "Más próxima" and its day is the one shown first.
 */
export function WindowChoices({ windows, value, onChange }: WindowChoicesProps) {
  const days = groupByDay(windows);
  const earliestId = earliestOpen(windows)?.id;
  const [picked, setPicked] = useState<string | undefined>();
  const shown = days.some((day) => day.date === picked) ? picked : initialDay(days, value);
  if (days.length === 0) return null;
  return (
    <div className="window-picker">
      <fieldset className="window-days">
        <legend className="window-sublegend">{picker.dayLegend}</legend>
        <div className="window-day-chips">
          {days.map((day) => (
            <DayChip
              key={day.date}
              day={day}
              checked={day.date === shown}
              earliest={day.windows.some((window) => window.id === earliestId)}
              onPick={setPicked}
            />
          ))}
        </div>
      </fieldset>
      {days.map((day) => (
        <fieldset key={day.date} className="window-times" hidden={day.date !== shown}>
          <legend className="window-sublegend">{picker.timesLegend(day.long)}</legend>
          <div className="window-time-options">
            {day.windows.map((window) => (
              <TimeOption
                key={window.id}
                window={window}
                name={`delivery-time-${day.date}`}
                checked={window.id === value}
                earliest={window.id === earliestId}
                onChange={onChange}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function DayChip({
  day,
  checked,
  earliest,
  onPick,
}: {
  day: PickerDay;
  checked: boolean;
  earliest: boolean;
  onPick: (date: string) => void;
}) {
  return (
    <label className={`window-chip window-day${earliest ? ' is-earliest' : ''}`}>
      <input
        className="window-chip-input"
        type="radio"
        name="delivery-day"
        value={day.date}
        checked={checked}
        disabled={!day.available}
        onChange={() => onPick(day.date)}
      />
      <span className="window-chip-body">
        <span className="window-day-name" aria-hidden="true">
          {day.short}
        </span>
        <VisuallyHidden>{day.long}</VisuallyHidden>
        {!day.available && <small className="window-chip-note">{picker.dayFull}</small>}
        {earliest && <small className="window-chip-note">{picker.earliest}</small>}
      </span>
    </label>
  );
}

function TimeOption({
  window,
  name,
  checked,
  earliest,
  onChange,
}: {
  window: PickerWindow;
  name: string;
  checked: boolean;
  earliest: boolean;
  onChange?: (windowId: string) => void;
}) {
  return (
    <label className={`window-chip window-time${earliest ? ' is-earliest' : ''}`}>
      <input
        className="window-chip-input"
        type="radio"
        name={name}
        value={window.id}
        data-label={window.label}
        checked={checked}
        disabled={!window.available}
        onChange={() => onChange?.(window.id)}
      />
      <span className="window-chip-body">
        <span className="window-hours">
          {window.start} a {window.end}
        </span>
        <small className="window-places">
          {window.available ? text.placesLeft(window.remaining) : text.windowFull}
        </small>
        {earliest && <small className="window-earliest">{picker.earliest}</small>}
      </span>
    </label>
  );
}
