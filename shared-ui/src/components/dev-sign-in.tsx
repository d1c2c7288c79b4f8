import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { Panel } from './panel';

export interface DevSignInProps {
  /** Signs in; a rejection's message is shown. */
  onSignIn: (email: string, password: string) => Promise<unknown>;
}

/**
 * The sign-in form a remote shows when it runs alone on its dev server (its origin has its own localStorage, so
 * a session from mf-auth's origin does not reach it). Development only: inside the shell, mf-auth signs users in.
 */
export function DevSignIn({ onSignIn }: DevSignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await onSignIn(email, password);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <div style={{ maxWidth: 380, margin: '10vh auto', padding: 16 }}>
      <Panel>
        <h1 style={{ fontSize: 18, marginTop: 0 }}>ورود (اجرای مستقل این بخش)</h1>
        <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
          {error ? <Alert type="error" title={error} /> : null}
          <Input
            dir="ltr"
            type="email"
            aria-label="ایمیل"
            placeholder="ایمیل"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={sending}
          />
          <Input.Password
            dir="ltr"
            aria-label="رمز عبور"
            placeholder="رمز عبور"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={sending}
          />
          <Button type="primary" htmlType="submit" loading={sending}>
            ورود
          </Button>
        </form>
      </Panel>
    </div>
  );
}
