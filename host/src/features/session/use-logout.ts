import { useNavigate } from 'react-router-dom';
import Swal from 'sweetalert2';
import { MESSAGES, ROUTES, sessionEnded, useAppDispatch } from 'shared';

/** Ending the session by choice asks first, then goes home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    const answer = await Swal.fire({
      icon: 'question',
      title: MESSAGES.logoutTitle,
      text: MESSAGES.logoutText,
      showCancelButton: true,
      confirmButtonText: MESSAGES.logoutConfirm,
      cancelButtonText: MESSAGES.logoutCancel,
    });
    if (!answer.isConfirmed) return;
    dispatch(sessionEnded({ reason: 'logout' }));
    await navigate(ROUTES.root);
  };
}
