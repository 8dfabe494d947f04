import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { ANTD_THEME } from './antd-theme';

/** antd in Spanish with the shop's theme: loaded only when a subtree that uses antd renders. */
export default function AntdScopeImpl({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
