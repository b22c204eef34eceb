import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCsvImport } from '../hooks/use-csv-import';
import { adminProductsQueryOptions } from '../api/get-admin-products';
import { buildCsvTemplate, CSV_TEMPLATE_FILE_NAME } from '../utils/csv-template';
import { CsvFields } from './csv-fields';
import { ImportErrors } from './import-errors';

function saveTemplate(template: string) {
  const url = URL.createObjectURL(new Blob([template], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_TEMPLATE_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** CSV import: paste or pick a file, here or in the import dialog; all-or-nothing on the server. */
export function ImportTab() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const queryClient = useQueryClient();
  const csv = useCsvImport(() => setDialogOpen(false));

  /** The template's images are the shop's own, so it imports as downloaded. */
  async function downloadTemplate() {
    setPreparing(true);
    try {
      const page = await queryClient.fetchQuery(adminProductsQueryOptions({ status: 'active' })).catch(() => ({ rows: [] }));
      saveTemplate(buildCsvTemplate(page.rows, window.location.origin));
    } finally {
      setPreparing(false);
    }
  }
  const importButton = (
    <Button onClick={csv.submit} disabled={!csv.canSubmit}>
      {csv.isPending ? 'IMPORTING...' : 'IMPORT PRODUCTS'}
    </Button>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="csv-import" className="flex flex-col gap-4">
        <h2 id="csv-import" className="caps text-2xl">Import products by CSV</h2>
        {!dialogOpen && <CsvFields csv={csv} />}
        {!dialogOpen && csv.failure && <ImportErrors {...csv.failure} />}
        <div className="flex flex-wrap gap-3">
          {!dialogOpen && importButton}
          <Button variant="outline" onClick={() => setDialogOpen(true)}>
            <FileSpreadsheet aria-hidden className="size-5" /> OPEN IMPORT DIALOG
          </Button>
        </div>
      </section>
      <aside className="flex flex-col gap-3 border-2 border-line bg-surface p-5 text-sm">
        <h2 className="caps text-xl">The format</h2>
        <p className="text-muted">
          One product per row under a header row. <code>category</code> is a slug (t-shirts, hoodies, hats);
          sizes, colors, images and tags are separated by <code>|</code>; an empty <code>sellerId</code> leaves the
          product unassigned. One bad row refuses the whole file, so nothing is half imported. Up to 5 MB.
        </p>
        <p className="text-muted">
          <code>images</code> takes this shop's own image addresses, used as they are, or <code>https://</code> addresses:
          each is fetched once at import and stored like an upload (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB). A row
          whose image cannot be fetched is an error like any other.
        </p>
        <Button variant="outline" size="sm" onClick={() => void downloadTemplate()} disabled={preparing}>
          <Download aria-hidden className="size-4" /> DOWNLOAD TEMPLATE
        </Button>
      </aside>
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="CSV import" size="lg" footer={importButton}>
        <div className="flex flex-col gap-4">
          <CsvFields csv={csv} rows={12} />
          {csv.failure && <ImportErrors {...csv.failure} />}
        </div>
      </Dialog>
    </div>
  );
}
