import { Type, type Static } from 'typebox';

/** The user as the login answer and the client's stored `userData` carry it (spec 000 §3). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  is_staff: Type.Boolean(),
  is_dealer: Type.Boolean(),
  company_name: Type.String(),
  phone: Type.String(),
});
export type SessionUser = Static<typeof SessionUser>;
