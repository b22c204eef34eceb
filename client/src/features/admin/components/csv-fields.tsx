import { useId, useRef, type ChangeEvent } from 'react';
import { FileUp } from 'lucide-react';
import { MAX_CSV_BYTES } from '@shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import type { CsvImport } from '../hooks/use-csv-import';


/** The CSV paste area with a .csv file picker that fills it. */
export function CsvFields({ csv, rows = 10 }: { csv: CsvImport; rows?: number }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server refuses more than 5 MB; reading a bigger file into the box helps nobody.
    if (file.size > MAX_CSV_BYTES) {
      csv.rejectFile(`${file.name} is larger than 5 MB. Split it into smaller files.`);
      return;
    }
    csv.changeText(await file.text());
  }

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label="CSV data"
        name="csvContent"
        rows={rows}
        spellCheck={false}
        placeholder="name,description,price,originalPrice,category,..."
        className="font-mono"
        value={csv.csvContent}
        onChange={(event) => csv.changeText(event.target.value)}
        hint="Header row first. Sizes, colours, images and tags are separated by |."
      />
      <div>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file"
          onChange={(event) => void readFile(event)}
        />
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden className="size-4" /> CHOOSE .CSV FILE
        </Button>
      </div>
    </div>
  );
}
