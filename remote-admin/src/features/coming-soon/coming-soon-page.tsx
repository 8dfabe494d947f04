import { Result } from 'antd';

/** Declared by the spec; the screen arrives with the admin issue and says so plainly. */
export default function ComingSoonPage() {
  return <Result status="info" title="Esta sección estará disponible muy pronto." />;
}
