import type { ReactNode } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';

/** The title of an admin page with its actions beside it (they wrap under it on a narrow screen). */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children ? (
        <Flex gap={8} wrap align="center">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** What an action on a settings page said: shown above its table until closed. */
export interface PageFeedback {
  type: 'success' | 'error';
  text: string;
}

/**
 * A settings page (API keys, webhooks): its heading with the add button, a line that says what the page is for,
 * the last action's feedback, then the page's own content.
 */
export function SettingsPage({
  title,
  intro,
  addLabel,
  onAdd,
  feedback,
  onFeedbackClose,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  feedback: PageFeedback | null;
  onFeedbackClose: () => void;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={16}>
      <PageHeading title={title}>
        <Button type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </PageHeading>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {feedback && (
        <Alert type={feedback.type} showIcon title={feedback.text} closable={{ onClose: onFeedbackClose }} />
      )}
      {children}
    </Flex>
  );
}
