// Runs this remote alone (`npm run dev -w mf-catalogue`): the same router and providers as inside the shell
// (the exposed App wraps itself in ThemeProvider), the real API through the dev server's /api proxy.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './app';

export function Standalone() {
  const app = <App />;
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to="/product" replace />} />
        <Route path="/product" element={app} />
        <Route path="/product/newarrivals" element={app} />
        <Route path="*" element={<Navigate to="/product" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
