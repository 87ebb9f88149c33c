import { Route, Routes } from '@portal/router';
import { CouponDetailPage } from './pages/CouponDetailPage';
import { CouponsListPage } from './pages/CouponsListPage';

/** The Coupons section, mounted by the shell at /app/coupons. */
export default function Section() {
  return (
    <Routes>
      <Route index element={<CouponsListPage />} />
      <Route path=":couponId" element={<CouponDetailPage />} />
    </Routes>
  );
}
