export { UserPicker } from './user-picker';
export type { UserPickerProps } from './user-picker';
