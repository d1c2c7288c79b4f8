// A real SMTP server on loopback for the end-to-end lane: the API sends its mail here, each message is parsed
// and written as JSON into a folder the journeys read, as a user would read their inbox.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export async function startMailbox(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, done) {
      try {
        const mail = await simpleParser(stream);
        count += 1;
        const to = mail.to?.value?.map((a) => a.address.toLowerCase()) ?? [];
        writeFileSync(
          path.join(dir, `${String(count).padStart(4, '0')}.json`),
          JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: Date.now() }),
        );
        done();
      } catch (err) {
        done(err instanceof Error ? err : new Error(String(err)));
      }
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return { port, close: () => new Promise((r) => server.close(() => r(undefined))) };
}

/**
 * The newest mail to `address` received after `since` (ms) whose text matches `text` (any, by default), waiting
 * for it up to `timeoutMs`. The demo seed's order notifications may still be arriving for the same address.
 */
export async function waitForMail(dir, address, { since = 0, text = /[^]/, timeoutMs = 20_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    const mail = mails.find(
      (m) => m.to.includes(address.toLowerCase()) && m.receivedAt >= since && text.test(m.text),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} arrived`);
}
