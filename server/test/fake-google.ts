// A stand-in for Google's published keys (JWKS) on loopback and ID tokens signed with its key, for the tests of
// Google sign-in outside google.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export async function startFakeGoogle(clock: () => Date) {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    config: { clientId: GOOGLE_CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    /** An ID token Google would issue for this (verified) address. */
    idToken(email: string) {
      const t = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ email, email_verified: true, name: 'کاربر گوگل' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT_ID)
        .setSubject('1234567890')
        .setIssuedAt(t)
        .setExpirationTime(t + 3600)
        .sign(pair.privateKey);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
