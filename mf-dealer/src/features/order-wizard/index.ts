export { OrderWizard } from './order-wizard';
