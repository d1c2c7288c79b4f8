export { QuoteHistory, type QuoteHistoryProps } from './quote-history';
export { QuoteChanges, changeSentences, type QuoteChangesProps } from './quote-changes';
export {
  QuoteVersionCard,
  QuoteValidity,
  AcceptanceLine,
  versionExpired,
  type QuoteVersionCardProps,
  type QuotePdfProps,
} from './quote-version-card';
export { QUOTE_HISTORY_TEXTS } from './quote-texts';
export { QuoteExpiredNote } from './quote-expired-note';
