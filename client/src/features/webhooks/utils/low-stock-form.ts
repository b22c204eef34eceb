import type { FieldErrors, Resolver } from 'react-hook-form';
import { lowStockUpdateSchema, type LowStockThreshold, type LowStockUpdateInput } from '@shared/webhook-schemas';

/** One size and colour as the form holds it: the threshold as typed, blank for no alert. */
export interface LowStockRow {
  size: string;
  color: string;
  stock: number;
  threshold: string;
}

export interface LowStockFormValues {
  rows: LowStockRow[];
}

export const lowStockToForm = (variants: readonly LowStockThreshold[]): LowStockFormValues => ({
  rows: variants.map(({ size, color, stock, threshold }) => ({ size, color, stock, threshold: threshold === null ? '' : String(threshold) })),
});

/** The PUT body: blank is no threshold; anything else is a number the shared schema judges. */
export const toLowStockBody = (form: LowStockFormValues): { variants: Array<{ size: string; color: string; threshold: number | null }> } => ({
  variants: form.rows.map(({ size, color, threshold }) => ({ size, color, threshold: threshold.trim() === '' ? null : Number(threshold.trim()) })),
});

/** The shared schema checks the body; each threshold's message lands under its own row. */
export const lowStockResolver: Resolver<LowStockFormValues, unknown, LowStockUpdateInput> = async (form) => {
  const result = await lowStockUpdateSchema.safeParseAsync(toLowStockBody(form));
  if (result.success) return { values: result.data, errors: {} };
  const rows: Array<{ threshold?: { type: string; message: string } } | undefined> = [];
  let root: { type: string; message: string } | undefined;
  for (const issue of result.error.issues) {
    const [list, index] = issue.path;
    if (list === 'variants' && typeof index === 'number') rows[index] ??= { threshold: { type: issue.code, message: issue.message } };
    else root ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: { rows, ...(root ? { root } : {}) } as FieldErrors<LowStockFormValues> };
};
