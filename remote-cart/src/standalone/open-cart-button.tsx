import { Button } from 'antd';
import { MESSAGES, cartPanelOpened, selectCartCount, useAppDispatch, useAppSelector } from 'shared';

export function OpenCartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <Button onClick={() => dispatch(cartPanelOpened())}>
      {MESSAGES.cart.title} ({count})
    </Button>
  );
}
