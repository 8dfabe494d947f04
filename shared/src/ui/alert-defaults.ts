import { MESSAGES } from '../messages/messages';

/**
 * Options every SweetAlert dialog of the shop starts from: sweetalert2 names its close button
 * "Close this dialog" for screen readers unless told otherwise.
 */
export const ALERT_DEFAULTS = { closeButtonAriaLabel: MESSAGES.a11y.closeDialog } as const;
