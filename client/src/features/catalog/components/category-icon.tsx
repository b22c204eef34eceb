import { Cap, Jacket, Shirt, type LucideProps } from 'lucide-react';

const ICONS: Record<string, typeof Shirt> = { 't-shirts': Shirt, hoodies: Jacket, hats: Cap };

/** Known slugs get their own icon; anything else falls back to the t-shirt, as the spec says. */
export function CategoryIcon({ slug, ...props }: { slug: string } & LucideProps) {
  const Icon = ICONS[slug] ?? Shirt;
  return <Icon aria-hidden {...props} />;
}
