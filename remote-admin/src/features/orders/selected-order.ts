// custorderdet has no id in its path (spec 2): the order chosen in the list is kept for this tab,
// so a reload of custorderdet still shows it.
const KEY = 'adminSelectedOrder';

export function rememberSelectedOrder(id: string): void {
  sessionStorage.setItem(KEY, id);
}

export function selectedOrderId(): string | null {
  return sessionStorage.getItem(KEY);
}
