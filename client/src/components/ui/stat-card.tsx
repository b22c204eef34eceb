import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
}

/** One real figure on a dashboard (seller overview, admin overview, portal): a label, the number, a line of context. */
export function StatCard({ label, value, detail, icon }: StatCardProps) {
  return (
    <div className="flex flex-col gap-2 border-2 border-line bg-surface p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="caps text-sm text-muted">{label}</h3>
        {icon && <span className="text-acid">{icon}</span>}
      </div>
      <p className="nums caps text-4xl leading-none">{value}</p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
    </div>
  );
}
