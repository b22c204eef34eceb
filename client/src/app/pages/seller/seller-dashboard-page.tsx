import { SellerDashboard } from '../../../features/seller-dashboard/components/seller-dashboard';

export default function SellerDashboardPage() {
  return (
    <>
      <title>Seller dashboard · Threadline</title>
      <SellerDashboard />
    </>
  );
}
