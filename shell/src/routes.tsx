// The whole route table of spec 002 §2, each route mapped to its area (docs/contracts.md).
import { Route, Routes } from 'react-router-dom';
import { AreaOutlet } from './areas/area-outlet';
import { RequireDealer, RequireStaff, RequireUser } from './guards';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';

export function AppRoutes() {
  const auth = <AreaOutlet area="mf_auth" />;
  const customer = (
    <RequireUser>
      <AreaOutlet area="mf_customer" />
    </RequireUser>
  );
  const catalogue = <AreaOutlet area="mf_catalogue" />;
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

      <Route
        path="/dealer"
        element={
          <RequireDealer>
            <AreaOutlet area="mf_dealer" />
          </RequireDealer>
        }
      />

      <Route
        path="/admin/*"
        element={
          <RequireStaff>
            <AreaOutlet area="mf_admin" />
          </RequireStaff>
        }
      />

      <Route path="/product" element={catalogue} />
      <Route path="/product/newarrivals" element={catalogue} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
