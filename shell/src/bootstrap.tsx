import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './styles.css';
import { App } from './app';
import { federationLoader, initRemotes } from './federation/federation-loader';
import { fetchCsrf, verifyStoredSession } from './startup';

async function main() {
  // All three at once; only the session check has to finish before the guards run.
  await Promise.all([initRemotes(), fetchCsrf(), verifyStoredSession()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App loadArea={federationLoader} />
    </StrictMode>,
  );
}

void main();
