import Swal from 'sweetalert2';
import { loadThemedAlert } from './themed-alert';

jest.mock('sweetalert2', () => ({ fire: jest.fn(), showLoading: jest.fn(), close: jest.fn() }));

it('fires every dialog without sweetalert2 button styling, with the shop classes, keeping the caller options', async () => {
  const alert = await loadThemedAlert();
  void alert.fire({ title: 'Cerrar sesión', showCancelButton: true });
  expect(Swal.fire).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'Cerrar sesión',
      showCancelButton: true,
      buttonsStyling: false,
      closeButtonAriaLabel: 'Cerrar este diálogo',
      customClass: expect.objectContaining({ confirmButton: expect.stringContaining('dc-alert-confirm') }),
    }),
  );
});
