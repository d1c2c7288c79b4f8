export { CompleteProfilePage } from './complete-profile-page';
