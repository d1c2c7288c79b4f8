export { ThemeProvider, sefareshTheme, sefareshLocale } from './theme/ThemeProvider';
export { PERSIAN_ARIA_TEXTS, persianizeAria, installPersianAria } from './a11y/persian-aria';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { BRAND_COLORS, BORDER_RADIUS, FONT_FAMILY } from './theme/tokens';
export * from './formatters';
export {
  OrderStatusBadge,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_COLORS,
  isOrderStatus,
  orderStatusLabel,
} from './components/OrderStatusBadge';
export type { OrderStatus, OrderStatusBadgeProps } from './components/OrderStatusBadge';
export { PriceText } from './components/PriceText';
export { CommissionAmount, CommissionStatusTag, commissionText } from './components/CommissionStatusTag';
export type { PriceTextProps } from './components/PriceText';
export { Pagination, paginationItems } from './components/Pagination';
export type { PaginationProps, PageItem } from './components/Pagination';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { ErrorState } from './components/ErrorState';
export type { ErrorStateProps } from './components/ErrorState';
export { AreaHeader } from './components/AreaHeader';
export type { AreaHeaderProps } from './components/AreaHeader';
export { UnderConstruction } from './components/UnderConstruction';
export type { UnderConstructionProps } from './components/UnderConstruction';
export { FormField } from './components/FormField';
export type { FormFieldProps } from './components/FormField';
export { Panel } from './components/Panel';
export type { PanelProps } from './components/Panel';
export { DevSignIn } from './components/DevSignIn';
export type { DevSignInProps } from './components/DevSignIn';
export { useFlash, SUCCESS_MS, ERROR_MS } from './hooks/use-flash';
export type { Flash } from './hooks/use-flash';
export { FlashMessage } from './components/FlashMessage';
export type { FlashMessageProps } from './components/FlashMessage';
export { saveBlob, openPdfInNewTab, OBJECT_URL_LIFETIME_MS } from './hooks/save-blob';
export {
  ReceiptGallery,
  RECEIPT_GALLERY_TEXTS,
  type ReceiptGalleryProps,
  type ReceiptGalleryItem,
} from './components/ReceiptGallery';
export { ReasonModal } from './components/ReasonModal';
export type { ReasonModalProps } from './components/ReasonModal';
export { AreaQueryProvider, createAreaQueryClient } from './server-state/query';
export type { AreaQueryProviderProps } from './server-state/query';
export { QueryState, QueryError } from './server-state/query-state';
export type { QueryStateProps, QueryErrorProps, QueryStateQuery } from './server-state/query-state';
export { useFetchedImages } from './server-state/fetched-images';
export type { FetchedImage, ImageFileQuery } from './server-state/fetched-images';
export { PageBoundary, PAGE_BOUNDARY_TEXTS } from './server-state/page-boundary';
export type { PageBoundaryProps } from './server-state/page-boundary';
export { OrderLoadState } from './components/OrderLoadState';
export type { OrderLoadStateProps, OrderLoadFailure } from './components/OrderLoadState';
export { ReceiptList, receiptReview } from './components/ReceiptList';
export type {
  ReceiptListProps,
  ReceiptListItem,
  ReceiptListTexts,
  ReceiptReview,
} from './components/ReceiptList';
export { InvoiceDownloads } from './components/InvoiceDownloads';
export type { InvoiceDownloadsProps, InvoiceKind } from './components/InvoiceDownloads';
export { CardField } from './components/CardField';
export type { CardFieldProps } from './components/CardField';
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
} from './date-picker/PersianDatePicker';
export type { PersianDatePickerProps } from './date-picker/PersianDatePicker';
export { jalaliGenerateConfig, parseJalaliText, toJalali } from './date-picker/jalali-config';
export {
  StockBadge,
  stockBadgeKind,
  isOrderable,
  STOCK_BADGE_LABELS,
  LOW_STOCK_LIMIT,
} from './components/StockBadge';
export type { StockBadgeProps, StockBadgeKind, StockInfo } from './components/StockBadge';
export { MoneyInput, MONEY_INPUT_TEXTS, moneyDisplay, moneyFromTyped } from './components/MoneyInput';
export type { MoneyInputProps } from './components/MoneyInput';
export { PhoneLink } from './components/PhoneLink';
export type { PhoneLinkProps } from './components/PhoneLink';
export { usePhone } from './hooks/use-phone';
export { ResponsiveTabs } from './components/ResponsiveTabs';
export type { ResponsiveTab, ResponsiveTabsProps } from './components/ResponsiveTabs';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { CARD_IMAGE_STYLE, NO_IMAGE_TEXT, ProductPicture } from './components/ProductPicture';
export type { ProductPictureProps } from './components/ProductPicture';
export { ProvinceSelect, CitySelect, PLACE_SELECT_TEXTS, placeMatches } from './components/PlaceSelect';
export { NumberInput, numberInputDisplay, numberInputParse } from './components/NumberInput';
export type { NumberInputProps } from './components/NumberInput';
