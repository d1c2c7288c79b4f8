// The API keys page (/admin/api-keys, super admins).
export { ApiKeysPage } from './api-keys-page';
