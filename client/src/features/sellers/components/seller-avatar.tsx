import { imageUrl } from '@shared/images';
import { cn } from '../../../lib/cn';

interface SellerAvatarProps {
  name: string;
  image: string | null;
  size: number;
  className?: string;
}

/** The seller's logo, or their initials on the accent colour when they have not uploaded one. */
export function SellerAvatar({ name, image, size, className }: SellerAvatarProps) {
  const box = cn('shrink-0 border-2 border-ink', className);
  if (image) {
    return (
      <img
        src={imageUrl(image, size > 160 ? 'full' : 'thumb')}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn(box, 'bg-photo object-cover')}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn(box, 'caps grid place-items-center bg-acid text-ink')}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials || '?'}
    </span>
  );
}
