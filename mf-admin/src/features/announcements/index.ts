// The admin shipment announcements page (/admin/announcements).
export { AnnouncementsPage } from './announcements-page';
