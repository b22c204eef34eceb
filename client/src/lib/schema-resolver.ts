import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A React Hook Form resolver for a shared zod schema whose input is not the form's own shape
 * (a textarea that becomes a list, a stock grid that becomes variants). `toInput` turns the
 * fields into the payload the schema checks; each issue lands on the field named by its path.
 */
export function schemaResolver<Form extends FieldValues, Output>(
  schema: () => z.ZodType<Output>,
  toInput: (form: Form) => unknown = (form) => form,
): Resolver<Form, unknown, Output> {
  return async (form) => {
    const result = await schema().safeParseAsync(toInput(form));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}
