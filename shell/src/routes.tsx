// The whole route table of spec 002 §2, each route mapped to its area (docs/contracts.md).
import { Route, Routes } from 'react-router-dom';
import { AreaOutlet } from './areas/area-outlet';
import { Public, RequireDealer, RequireStaff, RequireUser } from './guards';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';

export function AppRoutes() {
  // the sign-in pages render at once, not waiting for the start-up session check (guards.tsx)
  const auth = <AreaOutlet area="mf_auth" />;
  const customer = <RequireUser area="mf_customer" />;
  const catalogue = <Public area="mf_catalogue" />;
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />

      <Route path="/login" element={auth} />
      <Route path="/register" element={auth} />
      <Route path="/complete-profile" element={auth} />

      <Route path="/dashboard" element={customer} />
      <Route path="/orders/create" element={customer} />
      <Route path="/orders/:orderId" element={customer} />
      <Route path="/profile" element={customer} />

      <Route path="/dealer" element={<RequireDealer area="mf_dealer" />} />

      <Route path="/admin/*" element={<RequireStaff area="mf_admin" />} />

      <Route path="/product" element={catalogue} />
      <Route path="/product/newarrivals" element={catalogue} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
