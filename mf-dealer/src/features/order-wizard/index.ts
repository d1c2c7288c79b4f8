export { OrderWizard } from './order-wizard';
export type { OrderWizardProps } from './order-wizard';
