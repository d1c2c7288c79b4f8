export { CompleteProfilePage } from './complete-profile-page';
export type { CompleteProfileState } from './complete-profile-state';
