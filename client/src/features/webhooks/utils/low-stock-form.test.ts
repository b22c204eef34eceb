import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shared/webhook-schemas';
import { lowStockResolver, lowStockToForm, toLowStockBody, type LowStockFormValues } from './low-stock-form';

const resolve = (form: LowStockFormValues) => lowStockResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the low-stock thresholds form', () => {
  const stored = [
    { size: 'M', color: 'Black', stock: 12, threshold: 3 },
    { size: 'L', color: 'Black', stock: 0, threshold: null },
  ];

  it('shows a stored threshold as typed text and no threshold as blank', () => {
    expect(lowStockToForm(stored).rows.map((row) => row.threshold)).toEqual(['3', '']);
  });

  it('sends blank as no threshold and whole numbers as they are', async () => {
    const form = lowStockToForm(stored);
    form.rows[0]!.threshold = ' 5 ';
    expect(toLowStockBody(form)).toEqual({ variants: [{ size: 'M', color: 'Black', threshold: 5 }, { size: 'L', color: 'Black', threshold: null }] });
    const result = await resolve(form);
    expect(result.errors).toEqual({});
  });

  it('puts the shared message under the row that is wrong, and only that row', async () => {
    const form = lowStockToForm(stored);
    form.rows[1]!.threshold = '2.5';
    const result = await resolve(form);
    const rows = (result.errors as { rows: Array<{ threshold?: { message: string } } | undefined> }).rows;
    expect(rows[0]).toBeUndefined();
    expect(rows[1]?.threshold?.message).toBe(WEBHOOK_MESSAGES.threshold);
    for (const wrong of ['-1', 'abc', '100001']) {
      form.rows[1]!.threshold = wrong;
      const again = await resolve(form);
      expect((again.errors as { rows: Array<{ threshold?: { message: string } }> }).rows[1]?.threshold?.message, wrong).toBe(WEBHOOK_MESSAGES.threshold);
    }
  });
});
