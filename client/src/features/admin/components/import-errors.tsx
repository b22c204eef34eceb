import type { ImportRowError } from '../types';

/** The rows and columns the server refused, so the admin can fix the file and try again. */
export function ImportErrors({ message, errors }: { message: string; errors: ImportRowError[] }) {
  return (
    <div role="alert" className="border-2 border-danger p-4">
      <h3 className="caps text-xl text-danger">Import Failed</h3>
      <p className="mt-1 text-sm">{message}</p>
      {errors.length > 0 && (
        <ul aria-label="Import errors" className="mt-3 flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
          {errors.map((error, index) => (
            <li key={`${error.row}-${error.column}-${index}`} className="nums">
              <span className="font-semibold">Row {error.row}</span>
              {error.column && <span className="text-muted">, column {error.column}</span>}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
