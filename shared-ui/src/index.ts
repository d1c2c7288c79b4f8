export { ThemeProvider, sefareshTheme, sefareshLocale } from './theme/theme-provider';
export { PERSIAN_ARIA_TEXTS, persianizeAria, installPersianAria } from './a11y/persian-aria';
export type { ThemeProviderProps } from './theme/theme-provider';
export { BRAND_COLORS, BORDER_RADIUS, FONT_FAMILY } from './theme/tokens';
export * from './formatters';
export {
  OrderStatusBadge,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_COLORS,
  isOrderStatus,
  orderStatusLabel,
} from './components/order-status-badge';
export type { OrderStatus, OrderStatusBadgeProps } from './components/order-status-badge';
export { PriceText } from './components/price-text';
export { CommissionAmount, CommissionStatusTag, commissionText } from './components/commission-status-tag';
export type { PriceTextProps } from './components/price-text';
export { Pagination, paginationItems } from './components/pagination';
export type { PaginationProps, PageItem } from './components/pagination';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { ErrorState } from './components/error-state';
export type { ErrorStateProps } from './components/error-state';
export { AreaHeader } from './components/area-header';
export type { AreaHeaderProps } from './components/area-header';
export { UnderConstruction } from './components/under-construction';
export type { UnderConstructionProps } from './components/under-construction';
export { FormField, InputField } from './components/form-field';
export { VerifyCodeForm } from './components/verify-code-form';
export type { VerifyCodeFormProps } from './components/verify-code-form';
export type { FormFieldProps, InputFieldProps } from './components/form-field';
export { FilterField, FilterSelect, optionsOf, useSearchText } from './components/filter-field';
export type { FilterFieldProps, FilterSelectProps, FilterOption } from './components/filter-field';
export {
  ProductFilterSelects,
  PRODUCT_FILTER_TEXTS,
  PRODUCT_ORDERING_LABELS,
} from './components/product-filters';
export type { ProductFilterSelectsProps } from './components/product-filters';
export { Panel } from './components/panel';
export type { PanelProps } from './components/panel';
export { DevSignIn } from './components/dev-sign-in';
export type { DevSignInProps } from './components/dev-sign-in';
export { useFlash, SUCCESS_MS, ERROR_MS } from './hooks/use-flash';
export type { Flash } from './hooks/use-flash';
export { FlashMessage } from './components/flash-message';
export type { FlashMessageProps } from './components/flash-message';
export { saveBlob, openPdfInNewTab, OBJECT_URL_LIFETIME_MS } from './hooks/save-blob';
export {
  ReceiptGallery,
  RECEIPT_GALLERY_TEXTS,
  type ReceiptGalleryProps,
  type ReceiptGalleryItem,
} from './components/receipt-gallery';
export { ProfileModal } from './components/profile-modal';
export { ReasonModal } from './components/reason-modal';
export type { ReasonModalProps } from './components/reason-modal';
export { AreaQueryProvider, createAreaQueryClient } from './server-state/query';
export type { AreaQueryProviderProps } from './server-state/query';
export { QueryState, QueryError } from './server-state/query-state';
export type { QueryStateProps, QueryErrorProps, QueryStateQuery } from './server-state/query-state';
export { useFetchedImages } from './server-state/fetched-images';
export type { FetchedImage, ImageFileQuery } from './server-state/fetched-images';
export { PageBoundary, PAGE_BOUNDARY_TEXTS } from './server-state/page-boundary';
export type { PageBoundaryProps } from './server-state/page-boundary';
export { ORDER_PAGE_TEXTS, OrderLoadState } from './components/order-load-state';
export type { OrderLoadStateProps, OrderLoadFailure } from './components/order-load-state';
export {
  ReceiptList,
  receiptReview,
  ReceiptPaidLine,
  ReceiptReviewLine,
  RECEIPT_MONEY_TEXTS,
} from './components/receipt-list';
export type {
  ReceiptListProps,
  ReceiptListItem,
  ReceiptListTexts,
  ReceiptReview,
} from './components/receipt-list';
export { InvoiceDownloads } from './components/invoice-downloads';
export type { InvoiceDownloadsProps, InvoiceKind } from './components/invoice-downloads';
export { CardField } from './components/card-field';
export { BankNumber, BANK_NUMBER_TEXTS } from './components/bank-number';
export type { BankNumberProps } from './components/bank-number';
export type { CardFieldProps } from './components/card-field';
export { EmailField, LTR_INPUT_STYLE } from './components/ltr';
export type { EmailFieldProps } from './components/ltr';
export { StandaloneArea } from './standalone/standalone-area';
export type { StandaloneAreaProps, StandaloneSession } from './standalone/standalone-area';
export {
  PersianDatePicker,
  JalaliPicker,
  PERSIAN_DATE_FORMAT,
  isoToJalali,
  jalaliToIsoDay,
} from './date-picker/persian-date-picker';
export type { PersianDatePickerProps } from './date-picker/persian-date-picker';
export { jalaliGenerateConfig, parseJalaliText, toJalali } from './date-picker/jalali-config';
export {
  StockBadge,
  stockBadgeKind,
  isOrderable,
  STOCK_BADGE_LABELS,
  LOW_STOCK_LIMIT,
} from './components/stock-badge';
export type { StockBadgeProps, StockBadgeKind, StockInfo } from './components/stock-badge';
export { MoneyInput, MONEY_INPUT_TEXTS, moneyDisplay, moneyFromTyped } from './components/money-input';
export type { MoneyInputProps } from './components/money-input';
export { PhoneLink } from './components/phone-link';
export type { PhoneLinkProps } from './components/phone-link';
export { usePhone } from './hooks/use-phone';
export { ResponsiveTabs } from './components/responsive-tabs';
export type { ResponsiveTab, ResponsiveTabsProps } from './components/responsive-tabs';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { CARD_IMAGE_STYLE, NO_IMAGE_TEXT, ProductPicture } from './components/product-picture';
export type { ProductPictureProps } from './components/product-picture';
export { ProvinceSelect, CitySelect, PLACE_SELECT_TEXTS, placeMatches } from './components/place-select';
export { NumberInput, numberInputDisplay, numberInputParse } from './components/number-input';
export type { NumberInputProps } from './components/number-input';
export {
  QuoteHistory,
  QuoteChanges,
  QuoteVersionCard,
  QuoteValidity,
  AcceptanceLine,
  QUOTE_HISTORY_TEXTS,
  QuoteExpiredNote,
  changeSentences,
  versionExpired,
} from './components/quote-history';
export type {
  QuoteHistoryProps,
  QuoteChangesProps,
  QuoteVersionCardProps,
  QuotePdfProps,
} from './components/quote-history';
export {
  PaymentSchedule,
  InstalmentStateTag,
  BalanceSummary,
  ChequeList,
  ChequeStatusTag,
  sayadIdText,
  StatementTable,
  ResponsiveRows,
  RECEIVABLE_TEXTS,
  INSTALMENT_STATE_COLORS,
  CHEQUE_STATUS_COLORS,
} from './components/receivables';
export type {
  PaymentScheduleProps,
  BalanceSummaryProps,
  ChequeListProps,
  StatementTableProps,
  ResponsiveRowsProps,
  RowColumn,
  InstalmentView,
  BalanceView,
  ChequeView,
  StatementLineView,
  StatementTotalsView,
} from './components/receivables';
export {
  MONEY_FIELD_TEXTS,
  CHEQUE_FORM_TEXTS,
  amountSchema,
  byProblem,
  oldestOpenId,
  openInstalments,
  InstalmentSelect,
  ChequeForm,
  formikGrid,
} from './components/money-fields';
export type {
  InstalmentSelectProps,
  ChequeFormProps,
  ChequePayload,
  ChequeValues,
} from './components/money-fields';
