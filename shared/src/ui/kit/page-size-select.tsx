import { useId } from 'react';
import { PAGE_SIZE_CHOICES } from '../../constants/spec-constants';
import { MESSAGES } from '../../messages/messages';

interface Props {
  value: number;
  onChange(size: number): void;
  disabled?: boolean;
}

/** "Por página" with the offered sizes (4/12/24/48): a plain select, so it costs the storefront no antd. */
export function PageSizeSelect({ value, onChange, disabled }: Props) {
  const id = useId();
  return (
    <span className="dc-page-size">
      <label htmlFor={id}>{MESSAGES.catalogue.pageSize}</label>
      <select
        className="dc-input"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {PAGE_SIZE_CHOICES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}
