// A button that calls a phone number (a tel: link), the number shown in Persian digits, left to right. The areas
// pass the seller's configured number (GET /api/contact/, shared-api's contactQuery); nothing shows until it came.
import { Button } from 'antd';
import { toPersianDigits } from '../formatters';

export interface PhoneLinkProps {
  phone: string | undefined;
  label: string;
}

export function PhoneLink({ phone, label }: PhoneLinkProps) {
  if (!phone) return null;
  return (
    <Button href={`tel:${phone}`}>
      {label} <span dir="ltr">{toPersianDigits(phone)}</span>
    </Button>
  );
}
