import type { ReactNode } from 'react';

/** One labelled value of a stacked row: a table column on wider screens. */
export interface StackedField<T> {
  key: string;
  label: ReactNode;
  value(item: T, index: number): ReactNode;
}

interface Props<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  itemKey(item: T): string;
  fields: readonly StackedField<T>[];
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
}

/**
 * A table's rows on a phone: one card per row, each column a label over its value, actions
 * included, so nothing scrolls sideways. Plain elements: no antd.
 */
export function StackedRows<T>({ items, label, itemKey, fields, empty }: Props<T>) {
  if (items.length === 0 && empty !== undefined) return <div className="dc-empty">{empty}</div>;
  return (
    <ul className="dc-cards" aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className="dc-card dc-stacked-row">
          <dl className="dc-stacked-fields">
            {fields.map((field) => (
              <div key={field.key} className="dc-stacked-field">
                <dt>{field.label}</dt>
                <dd>{field.value(item, index)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
