import { ApplyStanding } from '../../../features/sellers/components/apply-standing';

export default function SellerApplyPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>Become a seller · Threadline</title>
      <header className="flex flex-col gap-3">
        <h1 className="caps text-4xl leading-none sm:text-6xl">Become a seller</h1>
        <p className="text-muted">Sell your streetwear designs to the underground. Tell us about your brand.</p>
      </header>
      <ApplyStanding />
    </div>
  );
}
