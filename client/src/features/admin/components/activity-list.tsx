import type { AuditEntry } from '../types';
import { formatDateTime } from '../../../lib/format';
import { describeAction, describeChange, describeEntity } from '../utils/admin-format';

function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const change = describeChange(entry.before, entry.after);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold">{describeAction(entry.action)}</p>
        <p className="text-sm break-words text-muted">
          {entry.actorUsername ?? 'Someone unknown'}
          {entry.entityType && ` · ${describeEntity(entry)}`}
          {entry.ip && ` · ${entry.ip}`}
        </p>
        {change && <p className="text-sm break-all text-muted">{change}</p>}
      </div>
      <time dateTime={entry.createdAt} className="nums shrink-0 text-sm text-muted">
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** Audit entries as a readable list: who did what to which record, what changed, and when. */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol aria-label="Admin activity" className="flex flex-col divide-y-2 divide-line border-2 border-line">
      {entries.map((entry) => (
        <ActivityEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
