import { CsvError, parse } from 'csv-parse/sync';
import {
  ADMIN_MESSAGES, CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type CsvColumn, type ImportRowError,
} from '../../../shared/admin-schemas.js';
import { PRODUCT_MESSAGES, productCreateSchema, type ProductCreateInput } from '../../../shared/product-schemas.js';
import { readSize } from '../../../shared/catalog-constants.js';
import { MAX_SERIAL } from '../../../shared/limits.js';

/** A product row that passed validation; `row` is its spreadsheet row (the header is row 1). */
export interface CsvProduct {
  row: number;
  product: ProductCreateInput & { categoryId: number };
}

/** How image addresses are read: the shop's own origins, and whether http: may be fetched (tests). */
export interface CsvImageOptions {
  /** Origins whose `/objects/...` URLs are this shop's own media (PUBLIC_ORIGIN, the request's). */
  ownOrigins?: readonly string[];
  /** IMPORT_IMAGES_ALLOW_PRIVATE: http: image URLs are fetched too. */
  allowHttp?: boolean;
}

export interface ParsedCsv {
  products: CsvProduct[];
  errors: ImportRowError[];
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
const columnByLowerName = new Map<string, CsvColumn>(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** Zod paths of the product schema named as the CSV's columns. */
const COLUMN_OF_FIELD: Record<string, CsvColumn> = { categoryId: 'category', variants: 'stock' };

function readRecords(text: string): { records: string[][] } | { error: ImportRowError } {
  try {
    // RFC 4180 quoting, a UTF-8 BOM dropped; empty lines kept so row numbers match a spreadsheet's.
    const records = parse(text, {
      bom: true, relax_column_count: true, skip_empty_lines: false, record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const context = error as CsvError & { records?: number };
    return { error: { row: (context.records ?? 0) + 1, column: '', message: `The CSV is malformed: ${error.message}` } };
  }
}

function readHeader(cells: string[]): { columns: Array<CsvColumn | null> } | { errors: ImportRowError[] } {
  const columns = cells.map((cell) => columnByLowerName.get(cell.trim().replace(/^\uFEFF/, '').toLowerCase()) ?? null);
  if (columns.every((column) => column === null)) return { errors: [{ row: 1, column: '', message: ADMIN_MESSAGES.csvHeaderRequired }] };
  const errors: ImportRowError[] = [];
  columns.forEach((column, index) => {
    if (column === null) errors.push({ row: 1, column: cells[index]!.trim(), message: `Unknown column; the columns are ${CSV_COLUMNS.join(', ')}` });
    else if (columns.indexOf(column) !== index) errors.push({ row: 1, column, message: 'This column appears twice' });
  });
  for (const required of REQUIRED_CSV_COLUMNS) {
    if (!columns.includes(required)) errors.push({ row: 1, column: required, message: 'This column is required' });
  }
  return errors.length ? { errors } : { columns };
}

/**
 * A URL of this shop's own media (`{origin}/objects/...`, as the template and the media library
 * give them) becomes its object path, so the importer uses the stored image instead of fetching it.
 */
export function ownObjectPath(image: string, ownOrigins: readonly string[]): string | null {
  if (!/^https?:\/\//i.test(image)) return null;
  try {
    const url = new URL(image);
    if (!ownOrigins.includes(url.origin) || !url.pathname.startsWith('/objects/') || url.search || url.hash) return null;
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

const listOf = (value: string) => value.split('|').map((item) => item.trim()).filter(Boolean);

function flag(value: string, column: CsvColumn, fallback: boolean, errors: ImportRowError[], row: number): boolean {
  const word = value.trim().toLowerCase();
  if (word === '') return fallback;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  errors.push({ row, column, message: `${column} must be true or false` });
  return fallback;
}

/** One data row into a product, or its errors; the product schema's own messages say what is wrong. */
function readProduct(cells: Record<CsvColumn, string>, row: number, categoryIds: Map<string, number>, imageOptions: CsvImageOptions) {
  const errors: ImportRowError[] = [];
  const slug = cells.category.trim().toLowerCase();
  const categoryId = categoryIds.get(slug);
  if (!slug) errors.push({ row, column: 'category', message: PRODUCT_MESSAGES.categoryRequired });
  else if (categoryId === undefined) errors.push({ row, column: 'category', message: PRODUCT_MESSAGES.categoryUnknown });
  const stockText = cells.stock.trim();
  if (stockText && !/^\d{1,9}$/.test(stockText)) errors.push({ row, column: 'stock', message: PRODUCT_MESSAGES.stockRange });
  const sellerText = cells.sellerId.trim();
  const sellerId = sellerText ? Number(sellerText) : null;
  if (sellerText && (!/^\d{1,10}$/.test(sellerText) || sellerId! < 1 || sellerId! > MAX_SERIAL)) {
    errors.push({ row, column: 'sellerId', message: ADMIN_MESSAGES.sellerUnknown });
  }
  // At most MAX_PRODUCT_COLORS colours, as for a seller's own product: the product schema says so.
  const colors = listOf(cells.colors);
  const images = listOf(cells.images).map((image) => ownObjectPath(image, imageOptions.ownOrigins ?? []) ?? image);
  // The product schema knows https only; with the test setting, http URLs are checked as if https.
  const checkedImages = imageOptions.allowHttp ? images.map((image) => image.replace(/^http:\/\//i, 'https://')) : images;
  const candidate = {
    name: cells.name,
    description: cells.description,
    price: cells.price,
    originalPrice: cells.originalPrice,
    categoryId: categoryId ?? 1,
    images: checkedImages,
    sizes: listOf(cells.sizes).map((size) => readSize(size) ?? size.toUpperCase()),
    colors,
    tags: listOf(cells.tags),
    stock: stockText && /^\d{1,9}$/.test(stockText) ? Number(stockText) : 0,
    isActive: flag(cells.isActive, 'isActive', true, errors, row),
    isFeatured: flag(cells.isFeatured, 'isFeatured', false, errors, row),
    isOnSale: flag(cells.isOnSale, 'isOnSale', false, errors, row),
    sellerId,
  };
  const result = productCreateSchema.safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = COLUMN_OF_FIELD[field] ?? (field as CsvColumn);
      if (!errors.some((e) => e.column === column)) errors.push({ row, column, message: issue.message });
    }
  }
  return { errors, product: result.success ? { ...result.data, images, categoryId: categoryId ?? 0 } : null };
}

/**
 * Reads an import file (DECISIONS.md "CSV import"): a header row naming the columns in any
 * order, then one product per row. Every row is checked; nothing is written here.
 */
export function parseProductCsv(text: string, categoryIds: Map<string, number>, imageOptions: CsvImageOptions = {}): ParsedCsv {
  const read = readRecords(text);
  if ('error' in read) return { products: [], errors: [read.error] };
  const [headerCells, ...dataRows] = read.records;
  if (!headerCells) return { products: [], errors: [{ row: 1, column: '', message: ADMIN_MESSAGES.csvHeaderRequired }] };
  const header = readHeader(headerCells);
  if ('errors' in header) return { products: [], errors: header.errors };

  const products: CsvProduct[] = [];
  const errors: ImportRowError[] = [];
  dataRows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length > header.columns.length) {
      errors.push({ row, column: '', message: `This row has ${cells.length} fields; the header has ${header.columns.length}` });
      return;
    }
    const named = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;
    header.columns.forEach((column, i) => {
      if (column) named[column] = cells[i] ?? '';
    });
    const outcome = readProduct(named, row, categoryIds, imageOptions);
    if (outcome.errors.length || !outcome.product) errors.push(...outcome.errors);
    else products.push({ row, product: outcome.product });
  });
  if (products.length === 0 && errors.length === 0) {
    errors.push({ row: 2, column: '', message: 'The CSV has no product rows' });
  }
  return { products, errors };
}
