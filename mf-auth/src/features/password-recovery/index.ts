export { PasswordRecovery } from './password-recovery';
