import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { StackedRows, usePhoneScreen, type StackedField } from 'shared/ui';

interface Props<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'locale'> {
  rows: readonly T[];
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
  /** The list's accessible name on a phone. */
  label: string;
  /** What shows when there are no rows. */
  empty: string;
}

/** The stacked rows of a phone from a table's columns: each column's title over its cell, same renderers. */
export function fieldsOf<T>(columns: ColumnsType<T>): StackedField<T>[] {
  return columns.flatMap((column, position) => {
    if ('children' in column) return [];
    const path = column.dataIndex;
    const field: StackedField<T> = {
      key: String(column.key ?? position),
      label: (typeof column.title === 'function' ? null : column.title) as ReactNode,
      value: (item, index) => {
        const raw = path === undefined ? undefined : (item as Record<string, unknown>)[String(path)];
        return (column.render ? column.render(raw, item, index) : raw) as ReactNode;
      },
    };
    return [field];
  });
}

/**
 * An admin list: a table on wider screens, one card per row on phones (spec breakpoint 576 px),
 * so nothing scrolls sideways and every action stays in view (issue 17 item 5).
 */
export function AdminList<T extends object>({ rows, columns, rowKey, label, empty, ...table }: Props<T>) {
  const phone = usePhoneScreen();
  if (phone) {
    return (
      <StackedRows
        items={rows}
        label={label}
        itemKey={(row) => String(row[rowKey])}
        fields={fieldsOf(columns)}
        empty={empty}
      />
    );
  }
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as T[]}
      pagination={false}
      locale={{ emptyText: empty }}
      scroll={{ x: true }}
      {...table}
    />
  );
}
