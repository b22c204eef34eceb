import { MessageCircle, PackageCheck, Store, Tag, Truck } from 'lucide-react';
import type { NotificationKind } from '@shared/notification-schemas';

const ICONS = { back_in_stock: PackageCheck, price_drop: Tag, new_from_shop: Store, order_update: Truck, message: MessageCircle } as const;

/** A kind's glyph beside its entries; the words say the same, so it is hidden from assistive tech. */
export function KindIcon({ kind, className }: { kind: NotificationKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden className={className} />;
}
