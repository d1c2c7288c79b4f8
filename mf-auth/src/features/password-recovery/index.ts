export { PasswordRecovery } from './password-recovery';
export type { PasswordRecoveryProps } from './password-recovery';
