import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MESSAGES, ROUTES, LAYOUT, selectIsCheckingSession } from 'shared';
import { useAppSelector } from 'shared';
import logoUrl from './logo.svg';
import { CartButton } from './cart-button';
import { MenuIcon } from './icons/icons';
import { SearchBox } from './search-box';
import { SessionMenu } from './session-menu';

/** Top navigation bar of the public shell (spec section 2, "Navigation bar"). */
export function Navbar() {
  const [isOpen, setOpen] = useState(false);
  const isChecking = useAppSelector(selectIsCheckingSession);
  const { pathname } = useLocation();
  const collapse = () => setOpen(false);
  const showCart = pathname !== ROUTES.checkout;

  return (
    <header className="navbar">
      <div className="navbar-bar">
        <NavLink to={ROUTES.root} className="navbar-brand" onClick={collapse}>
          <img src={logoUrl} alt="Del Campo" height={LAYOUT.logoHeightPx} width={LAYOUT.logoHeightPx * 3} />
        </NavLink>
        {showCart && <CartButton className="navbar-cart-small" />}
        <button
          type="button"
          className="navbar-toggle"
          aria-label="Menú"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          <MenuIcon />
        </button>
      </div>
      <nav className={`navbar-menu${isOpen ? ' is-open' : ''}`} aria-label="Principal">
        <NavLink to={ROUTES.inicio} onClick={collapse}>
          {MESSAGES.nav.home}
        </NavLink>
        <NavLink to={ROUTES.demoinfo} onClick={collapse}>
          {MESSAGES.nav.info}
        </NavLink>
        <SearchBox onSearch={collapse} />
        <span className="navbar-spacer" />
        {/* While the session check runs, no session-dependent link shows. */}
        {!isChecking && <SessionMenu onNavigate={collapse} />}
        {showCart && <CartButton className="navbar-cart-wide" />}
      </nav>
    </header>
  );
}
