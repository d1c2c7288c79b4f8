// The answers of the profile calls (spec 000 §3), as the server's OpenAPI document types them (shared-api).
import type {
  NotificationsHistoryResponse,
  OrdersSummaryResponse,
  ProfileResponse,
} from '@sefaresh/shared-api';

export type Profile = ProfileResponse;
export type OrdersSummary = OrdersSummaryResponse;
export type NotificationsHistory = NotificationsHistoryResponse;

export interface ProfileUpdate {
  name: string;
  phone: string;
  company_name: string;
}
