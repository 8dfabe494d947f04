import { Card, Statistic } from 'antd';
import { AdminMenuIcon } from '../layout/admin-menu-icon';
import type { MenuItem } from '../layout/admin-menu';

interface TotalTileProps {
  label: string;
  value: number | null | undefined;
  icon: MenuItem['icon'];
  testId: string;
}

export function TotalTile({ label, value, icon, testId }: TotalTileProps) {
  return (
    <Card className="tile" data-testid={testId}>
      <Statistic title={label} value={value ?? 0} prefix={<AdminMenuIcon name={icon} />} />
    </Card>
  );
}
