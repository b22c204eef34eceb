import { useParams } from 'react-router';
import { PackingSlip } from '../../../features/seller-dashboard/components/packing-slip';

export default function PackingSlipPage() {
  const id = Number(useParams().orderId);
  return (
    <>
      <title>Packing slip · Threadline</title>
      <PackingSlip orderId={Number.isInteger(id) && id > 0 ? id : null} />
    </>
  );
}
