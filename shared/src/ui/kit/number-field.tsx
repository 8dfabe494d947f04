import { useEffect, useState, type InputHTMLAttributes } from 'react';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'>;

interface NumberFieldProps extends NativeProps {
  value: number;
  min: number;
  max: number;
  /** Called with a whole number within [min, max] each time the shopper types or steps one. */
  onChange(value: number): void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/**
 * A whole-number field (role spinbutton: arrow keys step it). While the text is not a number (the
 * shopper cleared it to type another) nothing is reported; on leaving the field it shows the value.
 */
export function NumberField({ value, min, max, onChange, className, onBlur, ...rest }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      step={1}
      min={min}
      max={max}
      className={['dc-input', 'dc-number-field', className].filter(Boolean).join(' ')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const raw = event.target.value.trim();
        if (raw !== '' && Number.isFinite(Number(raw))) onChange(clamp(Number(raw), min, max));
      }}
      onBlur={(event) => {
        setText(String(value));
        onBlur?.(event);
      }}
    />
  );
}
