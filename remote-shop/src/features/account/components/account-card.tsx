import type { ReactNode } from 'react';
import { Card } from 'shared/ui';

/** The frame of every account screen: a centred card with a heading. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="auth-card" title={<h1 className="auth-title">{title}</h1>}>
      {children}
    </Card>
  );
}
