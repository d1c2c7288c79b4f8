// What the sign-in, registration and complete-profile pages share: their heading and, under the sign-in and
// registration forms, the way to the other form and back home. Plain elements in the theme's colours (antd's
// Typography would add ~7 KB gzip to the login page).
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BRAND_COLORS } from '@sefaresh/shared-ui';
import { AUTH_PAGE_MESSAGES as T } from './messages';

/** Text that says less than the body text: subtitles, hints, the question under a form. */
export const SECONDARY_TEXT = 'rgba(45, 34, 25, 0.65)';

const TITLE = { margin: '0 0 8px', fontWeight: 700, lineHeight: 1.4, color: BRAND_COLORS.text } as const;
const SUBTITLE = { margin: 0, fontSize: 14, lineHeight: 1.8, color: SECONDARY_TEXT } as const;

export interface AuthHeadingProps {
  title: string;
  /** A bold line above the subtitle (the greeting by name). */
  lead?: string;
  subtitle: string;
  /** The title's font size; a long title takes a smaller one. */
  titleSize?: number;
}

export function AuthHeading({ title, lead, subtitle, titleSize = 28 }: AuthHeadingProps) {
  return (
    <div style={{ textAlign: 'center', marginBottom: 24 }}>
      <h1 style={{ ...TITLE, fontSize: titleSize }}>{title}</h1>
      {lead && <p style={{ ...SUBTITLE, fontWeight: 600, color: BRAND_COLORS.text }}>{lead}</p>}
      <p style={SUBTITLE}>{subtitle}</p>
    </div>
  );
}

export interface OtherFormLinksProps {
  /** The question before the link ("no account yet?"). */
  question: string;
  linkText: string;
  /** The other form's path. */
  to: string;
}

/** The link to the other form (sign-in ↔ registration) and the button back to the landing page. */
export function OtherFormLinks({ question, linkText, to }: OtherFormLinksProps) {
  const navigate = useNavigate();
  return (
    <>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <span style={{ color: SECONDARY_TEXT }}>{question}</span>{' '}
        <Button type="link" htmlType="button" onClick={() => navigate(to)} style={{ paddingInline: 4 }}>
          {linkText}
        </Button>
      </div>
      <Button htmlType="button" block onClick={() => navigate('/')} style={{ marginTop: 12 }}>
        {T.backHome}
      </Button>
    </>
  );
}
