// The profile feature: `ProfileView` is the /profile page's content and, later, the body of the customer
// dashboard's large profile modal (pass `onGoToDashboard` to close the modal instead of navigating).
export { ProfileView } from './profile-view';
export type { ProfileViewProps } from './profile-view';
