import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  MESSAGES,
  ROLES,
  ROUTES,
  selectIsAdmin,
  selectIsLoggedIn,
  selectIsServerChecked,
  selectToken,
  sessionCheckSucceeded,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
} from 'shared';
import { Alert } from 'shared/ui';
import { useValidateToken } from './use-validate-token';

type Verdict = 'allowed' | 'checking' | 'forbidden' | 'denied';

/** The verdict the store alone can give: only a session the server vouched for in this page decides. */
function initialVerdict(token: string | null, serverChecked: boolean, isAdmin: boolean, loggedIn: boolean): Verdict {
  if (!token) return 'denied';
  if (!serverChecked) return 'checking';
  if (isAdmin) return 'allowed';
  return loggedIn ? 'forbidden' : 'denied';
}

/**
 * Spec section 6: an admin session the server has vouched for in this page passes at once; a
 * stored one (whatever role storage claims) is validated with the server behind a 'Procesando,
 * espera...' alert first: drawn in the page at once, so it is there for the whole check (issue 29:
 * a modal fetched on demand often came after the answer, and the page stayed blank). An ADMIN passes; a valid client session stays and is told it has no
 * access (issue 17 departs from the spec here: it removed the session); no token, a rejected
 * token or any error removes the session and goes to login.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const serverChecked = useAppSelector(selectIsServerChecked);
  const token = useAppSelector(selectToken);
  const [verdict, setVerdict] = useState<Verdict>(() => initialVerdict(token, serverChecked, isAdmin, loggedIn));
  const dispatch = useAppDispatch();
  const validate = useValidateToken();

  useEffect(() => {
    if (verdict !== 'checking') return;
    const reject = () => {
      dispatch(sessionEnded({ reason: 'rejected' }));
      setVerdict('denied');
    };
    validate()
      .then((result) => {
        if (!result?.status || !result.dataInToken) return reject();
        dispatch(sessionCheckSucceeded({ dataInToken: result.dataInToken, user: result.user ?? undefined }));
        setVerdict(result.dataInToken.role === ROLES.ADMIN ? 'allowed' : 'forbidden');
      })
      .catch(reject);
  }, [verdict, validate, dispatch]);

  if (verdict === 'denied') return <Navigate to={ROUTES.login} replace />;
  if (verdict === 'checking') return <CheckingAlert />;
  if (verdict === 'forbidden') return <NoAdminAccess />;
  return children;
}

/** What a client sees at /admin: why not, and the way back; the session stays. */
function NoAdminAccess() {
  return (
    <section className="admin-no-access" data-testid="admin-no-access">
      <p role="alert">{MESSAGES.adminNoAccess}</p>
      <Link to={ROUTES.home}>{MESSAGES.adminNoAccessBack}</Link>
    </section>
  );
}

/** While the server checks the stored token: the spec's processing alert, with a spinner. */
function CheckingAlert() {
  return (
    <div className="admin-guard-checking" aria-busy="true">
      <Alert type="info" title={<span className="admin-guard-spinner">{MESSAGES.busy.processing}</span>} />
    </div>
  );
}
