import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './styles.css';
import { App } from './app';
import { federationLoader, initRemotes } from './federation/federation-loader';
import { startUp } from './startup';

// The three start-up calls go out together and the page renders at once: the landing and sign-in pages need
// none of them; an area's load waits for the registry, a guarded area for the session check as well.
startUp({ initRemotes });
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App loadArea={federationLoader} />
  </StrictMode>,
);
