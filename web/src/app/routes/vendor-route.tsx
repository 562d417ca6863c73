import { VendorPage } from '@/features/vendors/components/vendor-page';

export function VendorRoute() {
  return <VendorPage />;
}
