import { Link } from 'react-router-dom';
import { buttonClassName, Result } from 'shared/ui';

/** An account task that ended well (activated, confirmed, password changed) and the way on. */
export function AccountDone({ title, to, action }: { title: string; to: string; action: string }) {
  return (
    <Result
      title={title}
      extra={
        <Link className={buttonClassName({ variant: 'primary' })} to={to}>
          {action}
        </Link>
      }
    />
  );
}
