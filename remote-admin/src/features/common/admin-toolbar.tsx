import { Space } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The list's own class beside `admin-toolbar`. */
  className?: string;
}

/**
 * The filters and buttons above an admin list: the same spacing on every list (12 px under the
 * title, 16 px between the controls and above the list; issue 17 item 16).
 */
export function AdminToolbar({ children, className }: Props) {
  return (
    <Space wrap size="middle" className={className ? `admin-toolbar ${className}` : 'admin-toolbar'}>
      {children}
    </Space>
  );
}
