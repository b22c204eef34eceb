import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { plural } from '../../../lib/format';
import { useImportProducts } from '../api/import-products';
import type { ImportRowError } from '../types';
import { importFailure } from '../utils/import-failure';

const FAILURE_TEXT = 'Failed to import products. Please check your CSV format.';

/** The CSV text, the import call and the errors of the last failed attempt, shared by the tab and the dialog. */
export function useCsvImport(onImported?: () => void) {
  const [csvContent, setCsvContent] = useState('');
  const [failure, setFailure] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  const mutation = useImportProducts();

  function changeText(text: string) {
    setCsvContent(text);
    setFailure(null);
  }

  /** A file the box will not take (over 5 MB): said on screen, like the server's refusals. */
  function rejectFile(message: string) {
    setCsvContent('');
    setFailure({ message, errors: [] });
  }

  function submit() {
    if (!csvContent.trim() || mutation.isPending) return;
    setFailure(null);
    mutation.mutate(csvContent, {
      onSuccess: ({ created }) => {
        toast({ title: 'Products Imported', description: `${plural(created, 'product')} imported.` });
        setCsvContent('');
        onImported?.();
      },
      onError: (error) => {
        toast({ title: 'Import Failed', description: FAILURE_TEXT, variant: 'destructive' });
        setFailure(importFailure(error, FAILURE_TEXT));
      },
    });
  }

  return {
    csvContent,
    changeText,
    rejectFile,
    submit,
    failure,
    isPending: mutation.isPending,
    canSubmit: csvContent.trim().length > 0 && !mutation.isPending,
  };
}

export type CsvImport = ReturnType<typeof useCsvImport>;
