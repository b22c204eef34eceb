import { ManageCodesSection } from './manage-codes-section';
import { ManageSalesSection } from './manage-sales-section';

/** The seller dashboard's Promotions tab: the shop's codes, then its scheduled sales. */
export function ManagePromotionsTab() {
  return (
    <div className="flex flex-col gap-12">
      <ManageCodesSection />
      <ManageSalesSection />
    </div>
  );
}
