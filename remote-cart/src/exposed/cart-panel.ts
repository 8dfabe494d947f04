import '../styles.css';
import { CartPanel } from '../features/cart-panel/cart-panel';

export default CartPanel;
