import { useOpenDisputesCount } from '../api/disputes';

/** The tab's name with the number of disputes waiting for a decision, when there are any. */
export function DisputesTabLabel() {
  const { data: open } = useOpenDisputesCount();
  return (
    <>
      Disputes
      {open !== undefined && open > 0 && (
        <span data-testid="disputes-open-count" className="nums ml-2 inline-grid min-w-6 place-items-center bg-acid px-1.5 text-xs text-ink" aria-label={`${open} open`}>
          {open}
        </span>
      )}
    </>
  );
}
