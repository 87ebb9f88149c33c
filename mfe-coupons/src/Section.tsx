import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { CouponDetailPage } from './pages/CouponDetailPage';
import { CouponsListPage } from './pages/CouponsListPage';

/** The Coupons section, mounted by the shell at /app/coupons. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<CouponsListPage />} />
      <Route path=":couponId" element={<CouponDetailPage />} />
    </SectionRoutes>
  );
}
