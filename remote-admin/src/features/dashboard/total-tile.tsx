import { Card, Statistic } from 'antd';

interface TotalTileProps {
  label: string;
  value: number | null | undefined;
  icon: string;
  testId: string;
}

export function TotalTile({ label, value, icon, testId }: TotalTileProps) {
  return (
    <Card className="tile" data-testid={testId}>
      <Statistic title={label} value={value ?? 0} prefix={<span aria-hidden="true">{icon}</span>} />
    </Card>
  );
}
