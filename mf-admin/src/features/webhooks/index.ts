// The webhooks page (/admin/webhooks, super admins).
export { WebhooksPage } from './webhooks-page';
