import type { OwnSeller } from '@shared/account-schemas';
import { BrandImages } from './brand-images';
import { BusinessProfileForm } from './business-profile-form';
import { PayoutSettings } from './payout-settings';
import { ReturnPolicySettings } from './return-policy-settings';

export function SettingsTab({ seller }: { seller: OwnSeller }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2"><BrandImages seller={seller} /></div>
      <BusinessProfileForm seller={seller} />
      <PayoutSettings seller={seller} />
      <ReturnPolicySettings seller={seller} />
    </div>
  );
}
