import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  loadThemedAlert,
  MESSAGES,
  ROLES,
  ROUTES,
  selectIsAdmin,
  selectToken,
  sessionCheckSucceeded,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
} from 'shared';
import { useValidateToken } from './use-validate-token';

type Verdict = 'allowed' | 'checking' | 'denied';

/**
 * Spec section 6: an admin session passes at once; otherwise the stored token is validated with
 * the server behind a 'Procesando, espera...' alert and only an ADMIN passes. Anything else
 * (no token, not an admin, any error) removes the session and goes to login.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const token = useAppSelector(selectToken);
  const [verdict, setVerdict] = useState<Verdict>(isAdmin ? 'allowed' : token ? 'checking' : 'denied');
  const dispatch = useAppDispatch();
  const validate = useValidateToken();

  useEffect(() => {
    if (verdict !== 'checking') return;
    // sweetalert2 is fetched when first needed, not with the page.
    const alert = loadThemedAlert().then((Swal) => {
      void Swal.fire({ title: MESSAGES.busy.processing, allowOutsideClick: false, didOpen: () => Swal.showLoading() });
      return Swal;
    });
    validate()
      .then((result) => {
        if (result?.status && result.dataInToken?.role === ROLES.ADMIN) {
          dispatch(sessionCheckSucceeded({ dataInToken: result.dataInToken, user: result.user ?? undefined }));
          setVerdict('allowed');
        } else {
          dispatch(sessionEnded({ reason: 'rejected' }));
          setVerdict('denied');
        }
      })
      .catch(() => {
        dispatch(sessionEnded({ reason: 'rejected' }));
        setVerdict('denied');
      })
      .finally(() => void alert.then((Swal) => Swal.close()));
  }, [verdict, validate, dispatch]);

  if (verdict === 'denied') return <Navigate to={ROUTES.login} replace />;
  if (verdict === 'checking') return null;
  return children;
}
