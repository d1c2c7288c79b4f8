import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Standalone />
  </StrictMode>,
);
