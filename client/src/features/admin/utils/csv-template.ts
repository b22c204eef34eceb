export { CSV_TEMPLATE } from '@shared/admin-schemas';

export const CSV_TEMPLATE_FILE_NAME = 'threadline-products-template.csv';
