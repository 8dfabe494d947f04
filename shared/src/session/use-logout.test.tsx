import { act, renderHook, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import Swal from 'sweetalert2';
import { MESSAGES } from '../messages/messages';
import { createAppStore } from '../store/create-app-store';
import { useLogout } from './use-logout';

describe('useLogout: the confirmation dialog', () => {
  afterEach(() => Swal.close());

  it('names its close button in Spanish for screen readers', async () => {
    const store = createAppStore({ persist: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MockedProvider mocks={[]}>{children}</MockedProvider>
      </Provider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    void act(() => void result.current());
    await screen.findByText(MESSAGES.logoutText);
    const close = document.querySelector('.swal2-close');
    expect(close).toHaveAttribute('aria-label', MESSAGES.a11y.closeDialog);
    expect(document.body.innerHTML).not.toContain('Close this dialog');
  });
});
