import { Link } from 'react-router';
import { container } from '../../components/ui/container';
import { paths } from '../../lib/paths';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { label: 'T-Shirts', to: paths.shop({ category: 't-shirts' }) },
      { label: 'Hoodies', to: paths.shop({ category: 'hoodies' }) },
      { label: 'Hats', to: paths.shop({ category: 'hats' }) },
      { label: 'Featured', to: paths.shop({ featured: true }) },
      { label: 'Sale', to: paths.shop({ sale: true }) },
    ],
  },
  {
    title: 'Sell',
    links: [
      { label: 'Become a Seller', to: paths.becomeSeller },
      { label: 'Seller Dashboard', to: paths.sellerDashboard },
      { label: 'Upload Designs', to: paths.upload },
      { label: 'Pricing', to: paths.pricing },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Support', to: paths.support },
      { label: 'Help Center', to: paths.help },
      { label: 'Returns', to: paths.returns },
      { label: 'Shipping', to: paths.shipping },
      { label: 'Size Guide', to: paths.sizeGuide },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: paths.privacy },
      { label: 'Terms', to: paths.terms },
      { label: 'Cookies', to: paths.cookies },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t-2 border-line bg-surface">
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_repeat(4,1fr)]`}>
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">
            The underground streetwear marketplace. Independent artists, real designs, shipped by the people who made
            them.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="caps mb-3 text-lg text-acid">{column.title}</h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-paper/85 hover:text-acid hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t-2 border-line">
        <p className={`${container} py-5 text-xs text-muted`}>
          © {new Date().getFullYear()} Threadline. Open-source software for independent streetwear.
        </p>
      </div>
    </footer>
  );
}
