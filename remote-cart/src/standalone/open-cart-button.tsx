import { MESSAGES, cartPanelOpened, selectCartCount, useAppDispatch, useAppSelector } from 'shared';
import { Button } from 'shared/ui';

export function OpenCartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <Button onClick={() => dispatch(cartPanelOpened())}>
      {MESSAGES.cart.title} ({count})
    </Button>
  );
}
