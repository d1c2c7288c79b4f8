// The activity log (/admin/activity-log): order events newest first with filters and server paging.
export { ActivityLogPage } from './activity-log-page';
