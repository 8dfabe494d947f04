import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from 'shared';
import { saveSideMenuOpen, selectIsSideMenuOpen, sideMenuSet, sideMenuToggled } from './admin-layout.slice';
import { usePhoneScreen } from 'shared/ui';

/**
 * The one open/closed state of the admin menu, from the store: on wide screens it shows the side
 * menu, on small screens the collapsible menu under the top bar. Every change is remembered.
 */
export function useSideMenu() {
  const isOpen = useAppSelector(selectIsSideMenuOpen);
  const isSmallScreen = usePhoneScreen();
  const dispatch = useAppDispatch();

  // Only the wide-screen choice is remembered: a phone's menu always starts closed.
  useEffect(() => {
    if (!isSmallScreen) saveSideMenuOpen(isOpen);
  }, [isOpen, isSmallScreen]);

  return {
    isOpen,
    isSmallScreen,
    toggle: () => dispatch(sideMenuToggled()),
    /** Called on every menu link: mobile menus collapse on link click (spec 2). */
    onNavigate: () => {
      if (isSmallScreen) dispatch(sideMenuSet(false));
    },
  };
}
