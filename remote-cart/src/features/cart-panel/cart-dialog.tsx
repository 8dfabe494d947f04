import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MESSAGES } from 'shared';

interface CartDialogProps {
  title: ReactNode;
  footer: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The side panel's frame: a modal `<dialog>` sliding in from the right. The browser gives it the
 * modal behaviour (focus moves in and stays in, the page behind is inert, Escape closes, focus
 * returns to the cart button); a click on the darkened page closes it too.
 */
export function CartDialog({ title, footer, onClose, children }: CartDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect: its clean-up runs while the dialog is still in the page, so closing it hands
  // focus back to what had it (the cart button) before React removes the element.
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    // jsdom has no showModal: there the dialog is simply open.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      element?.close?.();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop belongs to the dialog element itself; its content is inside .cart-drawer-box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cart-drawer-box">
        <header className="cart-drawer-header">
          <h2 className="cart-drawer-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="cart-drawer-close" aria-label={MESSAGES.cart.close} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="cart-drawer-body">{children}</div>
        {footer && <footer className="cart-drawer-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
