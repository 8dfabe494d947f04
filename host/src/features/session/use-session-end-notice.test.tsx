import { act, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { createAppStore, MESSAGES, sessionEnded } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { useSessionEndNotice } from './use-session-end-notice';

jest.mock('sweetalert2', () => ({ fire: jest.fn(() => Promise.resolve({ isConfirmed: false })) }));

function Notice() {
  useSessionEndNotice();
  return null;
}

// Issue 17 item 18: the host's dialogs go through the themed alert with the shop's defaults, like the others.
it('the session-ended alert is themed (no sweetalert2 colours) and names its close button in Spanish', async () => {
  const store = createAppStore({ persist: false });
  renderWithProviders(<Notice />, { store });
  act(() => {
    store.dispatch(sessionEnded({ reason: 'expired' }));
  });
  await waitFor(() => expect(Swal.fire).toHaveBeenCalled());
  expect(Swal.fire).toHaveBeenCalledWith(
    expect.objectContaining({
      title: MESSAGES.sessionEndedTitle,
      buttonsStyling: false,
      closeButtonAriaLabel: MESSAGES.a11y.closeDialog,
      customClass: expect.objectContaining({ confirmButton: expect.stringContaining('dc-alert-confirm') }),
    }),
  );
});
