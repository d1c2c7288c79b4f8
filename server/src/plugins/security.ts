// Security headers. The CSP allows the app's own scripts and styles, the inline styles antd injects (CSS-in-JS),
// data: images and self-hosted fonts; from other origins only Google Identity Services (the sign-in page's
// 'sign in with Google' button, shown when GOOGLE_CLIENT_ID is set).
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

// Google Identity Services: the script https://accounts.google.com/gsi/client, its stylesheet
// https://accounts.google.com/gsi/style, the button (an iframe from accounts.google.com/gsi/button) and its
// calls to accounts.google.com/gsi/*. Only that origin (and only /gsi/style for styles) is opened.
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
const GOOGLE_GSI_STYLE = 'https://accounts.google.com/gsi/style';

export async function registerSecurityHeaders(app: FastifyInstance) {
  // helmet's middleware, built once (@fastify/helmet built it and parsed the CSP again for every request)
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", GOOGLE_ACCOUNTS],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_GSI_STYLE],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE_ACCOUNTS],
        frameSrc: [GOOGLE_ACCOUNTS],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Receipt images and invoice PDFs may be opened from the app's own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Google's sign-in popup (ux_mode 'popup') answers the page that opened it; helmet's default 'same-origin'
    // would cut that link, so popups keep their opener (Google's documented requirement).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // An answer to a signed-in caller is theirs alone: no shared cache or back-forward cache keeps it (files and
  // streams that set their own Cache-Control keep it).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
