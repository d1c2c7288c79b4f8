export { queryKeys } from './keys';
export { isSessionEnded } from './session';
