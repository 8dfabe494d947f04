import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';

interface UserMenuProps {
  label: string;
  /** A client's "Mis compras"; an admin has none. */
  showOrders: boolean;
  onNavigate(): void;
  onLogout(): void;
}

/**
 * The logged-in user's name, opening "Mis compras" and "Cerrar sesión" (a disclosure: the button
 * says whether it is open; Escape or a click elsewhere closes it and focus returns to the button).
 */
export function UserMenu({ label, showOrders, onNavigate, onLogout }: UserMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    onNavigate();
    action();
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="navbar-user"
        data-testid="navbar-user"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen(!isOpen)}
      >
        {label} ▾
      </button>
      {isOpen && (
        <ul className="user-menu-list" id={listId}>
          {showOrders && (
            <li>
              <NavLink to={ROUTES.orders} onClick={choose(() => undefined)}>
                {MESSAGES.nav.myOrders}
              </NavLink>
            </li>
          )}
          {/* Spec 2: "Cerrar sesión" comes after a divider. */}
          {showOrders && <li role="separator" className="user-menu-divider" />}
          <li>
            <button type="button" onClick={choose(onLogout)}>
              {MESSAGES.nav.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
