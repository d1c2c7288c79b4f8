export { UserPicker } from './user-picker';
