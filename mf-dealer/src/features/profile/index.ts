export { ProfileModalBody } from './profile-modal-body';
