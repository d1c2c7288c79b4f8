export { ProfileModalBody, PROFILE_TEXTS } from './profile-modal-body';
