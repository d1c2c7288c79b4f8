export { CommissionSection } from './commission-section';
