import { Result } from 'antd';

/** Route declared by the spec whose screen is not built yet; says so plainly. */
export default function ComingSoonPage() {
  return <Result status="info" title="Esta sección estará disponible muy pronto." />;
}
