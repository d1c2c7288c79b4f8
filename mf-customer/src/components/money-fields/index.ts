// The fields a payment carries, shared by the receipt upload and the cheque registration.
export { MONEY_FIELD_TEXTS } from './messages';
export { amountSchema, byProblem, oldestOpenId } from './money-schema';
export { InstalmentSelect } from './instalment-select';
