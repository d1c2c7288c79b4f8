// The collapsed list of the order's load attempts (which call, its outcome), in place of a raw debug log.
import { Collapse, Typography } from 'antd';
import type { LoadAttempt } from './load-order';
import { WIZARD_TEXTS as T } from './messages';

function outcome(attempt: LoadAttempt) {
  if (attempt.state === 'running')
    return <Typography.Text type="secondary">{T.attemptRunning}</Typography.Text>;
  if (attempt.state === 'ok') return <Typography.Text type="success">{T.attemptOk}</Typography.Text>;
  if (attempt.state === 'not-listed')
    return <Typography.Text type="warning">{T.attemptNotListed}</Typography.Text>;
  return <Typography.Text type="danger">{attempt.text}</Typography.Text>;
}

export function AttemptsPanel({ attempts }: { attempts: LoadAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'attempts',
          label: T.attemptsTitle(attempts.length),
          children: (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {attempts.map((a, i) => (
                <li key={i} data-testid="load-attempt">
                  <bdi dir="ltr" style={{ fontFamily: 'monospace', fontSize: 12 }}>
                    {a.call}
                  </bdi>
                  {' — '}
                  {outcome(a)}
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  );
}
