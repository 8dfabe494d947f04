// The storefront's plain UI (`shared/ui`): design tokens and small components without antd.
import './kit/kit.css';

export { DESIGN_TOKENS, applyDesignTokens, designTokenVariables, designTokensCss, type DesignTokens } from './tokens';
export { Button, buttonClassName, type ButtonProps } from './kit/button';
export { HeadingSkeleton, SkeletonBlock, SkeletonLines, PageSkeleton } from './kit/skeleton';
export { PageIntro } from './kit/page-intro';
export { Alert, Empty } from './kit/alert';
export { NumberField } from './kit/number-field';
export { PasswordField, TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './kit/field';
export { BusyNote, Card, DescriptionList, Result } from './kit/panel';
export { PageSizeSelect } from './kit/page-size-select';
export { OrderCards } from './kit/order-cards';
export { StackedRows, type StackedField } from './kit/stacked-rows';
export { PHONE_SCREEN_QUERY, usePhoneScreen } from './use-phone-screen';
export { VISUALLY_HIDDEN, VisuallyHidden } from './visually-hidden';
export { CoverageCheck } from '../delivery-coverage/coverage-check';
export { coverageAnswer, deliveryWhen, zoneTerms, type CoverageFacts } from '../delivery-coverage/coverage-answer';
export { StatusTag } from './kit/status-tag';
export { ListPaging, type ListPagingProps, type PagingButton } from './kit/list-paging';
export { OrderList } from './kit/order-list';
export { OrderFacts, OrderLines, OrderTotals } from './kit/order-detail';
export { showToast, type ToastTone } from './kit/toast';
