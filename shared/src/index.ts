// Public surface of `shared`, the one library every app loads as a Module Federation singleton.
// Apps import only from here ('shared'), never from files inside the package.

export * from './constants/spec-constants';
export { ALL_CATEGORIES_SLUG, ROUTES, SEARCH_PARAM } from './constants/routes';
export { WS_CLOSE_CODES, FATAL_WS_CLOSE_CODES } from './constants/ws-close-codes';

export { MESSAGES, FAILURE_KIND, type FailureKind } from './messages/messages';
export { formatMXN } from './format/format-mxn';
export {
  formatCalendarDate,
  formatDateTime,
  formatShortWeekdayDay,
  formatWeekdayDay,
  formatWeekdayDayMonth,
} from './format/format-date';
export { formatPhone, phoneHref } from './format/format-phone';
export { formatQuantity } from './format/format-quantity';
export { ALERT_DEFAULTS } from './ui/alert-defaults';
export { EMAIL_PATTERN, isValidEmail } from './validation/email';
export { fieldMessage } from './validation/field-message';
// The limits and messages of what the shop accepts (the `rules` package without its schemas). The
// schemas and ruleOf are `shared/forms`: only a page with a form loads them (and valibot).
export {
  ACCOUNT_LIMITS,
  CATEGORY_LIMITS,
  CHECKOUT_LIMITS,
  DELIVERY_LIMITS,
  RULE_MESSAGES,
  SALE_UNITS,
  ZONE_LIMITS,
  shopDay,
} from 'rules/plain';
export {
  pageRequestFor,
  type PageMove,
  type PageShown,
  type PageRequestInput,
  type PageRequestOptions,
} from './paging/page-request';
export { PAGED_LISTS, loadPageSize, savePageSize, usePageSize, type PagedList } from './paging/page-size';
export { ORDER_STATUSES, ORDER_STATUS_COLORS, type OrderStatusName } from './orders/order-status';
export { pagingView, type PagePosition, type PagingView } from './paging/paging-view';
export { ORDER_SIDES, rememberSelectedOrder, selectedOrderId, type OrderSide } from './orders/order-side';
export { orderStatusView, type OrderStatusView } from './orders/order-status-view';
export {
  orderCellText,
  orderColumns,
  orderItemCount,
  orderRowView,
  type OrderColumn,
  type OrderColumnKey,
  type OrderListItem,
  type OrderRowView,
} from './orders/order-list-view';
export {
  ORDER_LINE_COLUMNS,
  orderAddressLine,
  orderFactGroups,
  orderLineTexts,
  orderTotalRows,
  type OrderDetailItem,
  type OrderFact,
  type OrderFactGroup,
  type OrderLineItem,
  type OrderTotalRow,
} from './orders/order-detail-view';
export { useOrderList } from './orders/use-order-list';
export { ChosenOrderPage, type OrderPageRouter } from './orders/chosen-order-page';
export { orderCell, type OrderCellParts } from './orders/order-cell';

export {
  sessionSlice,
  sessionStarted,
  sessionCheckStarted,
  sessionCheckSucceeded,
  sessionEnded,
  sessionEndNoticeShown,
  sessionLocked,
  sessionUnlocked,
  type SessionState,
  type SessionUser,
  type SessionEndReason,
  type SessionStartedPayload,
  type SessionCheckSucceededPayload,
  selectSession,
  selectIsLoggedIn,
  selectIsAdmin,
  selectIsServerChecked,
  selectSessionLabel,
  selectToken,
  selectIsCheckingSession,
  selectIsSessionExpired,
} from './session/session.slice';
export { getTokenExpiry } from './session/token-expiry';
export { loadStoredSession, saveSession, type StoredSession } from './session/session-storage';

export {
  cartSlice,
  itemSet,
  itemRemoved,
  cartCleared,
  notifyDismissed,
  cartPanelOpened,
  cartPanelClosed,
  cartPanelToggled,
  cartReplacedFromStorage,
  type CartState,
  selectCart,
  selectCartItems,
  selectCartCount,
  selectCartTotal,
  selectIsCartPanelOpen,
} from './cart/cart.slice';
export { cartItemFromProduct, quantityLimit, roundCentavos, type CartItem, type CartProduct } from './cart/cart-item';
export { loadStoredCart, saveCart } from './cart/cart-storage';

export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export {
  createAppStore,
  type CreateAppStoreOptions,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { useLogout } from './session/use-logout';
export { useSessionRefresh } from './session/use-session-refresh';
export { loginReturnState, returnPathAfterLogin, type LoginReturnState } from './session/return-path';

export { createApolloClient, type ApolloClientOptions } from './apollo/create-apollo-client';
export { sendFirstPageQuery, type PageQuery } from './apollo/first-page-query';
export {
  liveChannelSlice,
  liveChannelChanged,
  selectLiveChannelStatus,
  type LiveChannelStatus,
  type LiveChannelState,
} from './apollo/live-channel.slice';
export { wsRetryOptions, computeRetryDelayMs, isFatalCloseCode, type WsRetryOptions } from './apollo/ws-retry-policy';

export { parseAppConfig, type AppConfig } from './config/app-config';
export { AppConfigContext, useAppConfig } from './config/app-config-context';

// Standalone harness for a remote served on its own (each remote's bootstrap calls it).
export { renderStandalone, type StandaloneOptions } from './harness/lazy-render-standalone';
export { VISUALLY_HIDDEN, VisuallyHidden } from './ui/visually-hidden';
export { loadThemedAlert, THEMED_ALERT_OPTIONS } from './ui/themed-alert';
export {
  FIRST_RENDER_ELEMENT_ID,
  firstRenderKey,
  peekFirstRenderEntry,
  readFirstRenderData,
  serializeFirstRenderData,
  spendFirstRenderEntry,
  type FirstRenderData,
} from './first-render/first-render';
