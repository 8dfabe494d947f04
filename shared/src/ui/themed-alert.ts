import type { SweetAlertCustomClass, SweetAlertOptions } from 'sweetalert2';
import { ALERT_DEFAULTS } from './alert-defaults';

/**
 * sweetalert2's dialogs in the shop's theme. Its own buttons carry inline purple and grey; with
 * `buttonsStyling: false` they carry only our classes, styled in kit.css from the `--dc-*` tokens
 * (a stylesheet rule, so the CSP needs nothing new).
 */
export const THEMED_ALERT_OPTIONS: { buttonsStyling: false; customClass: SweetAlertCustomClass } = {
  buttonsStyling: false,
  customClass: {
    popup: 'dc-alert',
    title: 'dc-alert-title',
    htmlContainer: 'dc-alert-text',
    actions: 'dc-alert-actions',
    confirmButton: 'dc-alert-button dc-alert-confirm',
    cancelButton: 'dc-alert-button dc-alert-cancel',
    denyButton: 'dc-alert-button dc-alert-cancel',
  },
};

/**
 * sweetalert2 in the shop's theme, fetched when first needed (not with the page). Every dialog starts
 * from ALERT_DEFAULTS (the Spanish close-button label), then the caller's options, then the theme.
 */
export async function loadThemedAlert() {
  const { default: Swal } = await import('sweetalert2');
  return {
    fire: (options: SweetAlertOptions) =>
      Swal.fire({ ...ALERT_DEFAULTS, ...options, ...THEMED_ALERT_OPTIONS } as SweetAlertOptions),
    showLoading: () => Swal.showLoading(),
    close: () => Swal.close(),
  };
}
