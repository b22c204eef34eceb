import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={paths.home} onClick={onClick} className="caps flex shrink-0 items-center gap-2 text-2xl leading-none sm:text-3xl">
      <span aria-hidden className="grid size-8 place-items-center bg-acid text-xl text-ink">T</span>
      <span>
        Thread<span className="text-acid">line</span>
      </span>
    </Link>
  );
}
