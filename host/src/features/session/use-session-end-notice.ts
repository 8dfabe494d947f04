import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  loadThemedAlert,
  MESSAGES,
  ROUTES,
  selectSession,
  sessionEndNoticeShown,
  useAppDispatch,
  useAppSelector,
} from 'shared';

/** Shows 'El tiempo de la sesión ha terminado' when a session is removed without the user asking. */
export function useSessionEndNotice(): void {
  const { endedReason } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!endedReason || endedReason === 'logout') return;
    dispatch(sessionEndNoticeShown());
    // sweetalert2 (in the shop's theme) is fetched when first needed, not with the page.
    void loadThemedAlert()
      .then((Swal) =>
        Swal.fire({
          icon: 'info',
          title: MESSAGES.sessionEndedTitle,
          text: MESSAGES.sessionEndedText,
          confirmButtonText: MESSAGES.nav.login,
        }),
      )
      .then((answer) => {
        if (answer.isConfirmed) void navigate(ROUTES.login);
      });
  }, [endedReason, dispatch, navigate]);
}
