import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PRODUCT_SIZES } from '@shared/catalog-constants';
import { productCreateSchema, type ProductCreateInput } from '@shared/product-schemas';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useCategories } from '../../catalog/api/get-categories';
import { everyVariantEmpty, type ProductFormValues, toProductInput } from '../utils/product-form-values';
import { ColorPicker } from './color-picker';
import { ProductImagesField } from './product-images-field';
import { StockGrid } from './stock-grid';
import { SaleNote } from './sale-note';
import { ToggleChips } from './toggle-chips';
import { ZeroStockDialog } from './zero-stock-dialog';

export const PRODUCT_FORM_ID = 'product-form';

interface ProductFormProps {
  initial: ProductFormValues;
  enableLibrary: boolean;
  onSubmit: (product: ProductCreateInput) => void;
}

/** The create form and the edit dialog share every field and the shared schema's messages. */
export function ProductForm({ initial, enableLibrary, onSubmit }: ProductFormProps) {
  const categories = useCategories();
  const form = useForm<ProductFormValues, unknown, ProductCreateInput>({
    resolver: schemaResolver(() => productCreateSchema, toProductInput),
    defaultValues: initial,
  });
  const { errors, isSubmitted } = form.formState;
  const [images, sizes, colors, stock, isActive, isFeatured, isOnSale, price, originalPrice, categoryId] = useWatch({
    control: form.control,
    name: ['images', 'sizes', 'colors', 'stock', 'isActive', 'isFeatured', 'isOnSale', 'price', 'originalPrice', 'categoryId'],
  });
  // A valid product with no stock anywhere waits here for the seller's "Save anyway".
  const [unstocked, setUnstocked] = useState<ProductCreateInput | null>(null);
  const save = (product: ProductCreateInput) => (everyVariantEmpty({ sizes, colors, stock }) ? setUnstocked(product) : onSubmit(product));
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) =>
    form.setValue(field, value as never, { shouldValidate: isSubmitted, shouldDirty: true });
  const toggleSize = (size: string) =>
    set('sizes', sizes.includes(size) ? sizes.filter((s) => s !== size) : PRODUCT_SIZES.filter((s) => s === size || sizes.includes(s)));

  const categoryOptions = [
    { label: categories.isPending ? 'Loading...' : 'Choose a category', value: '' },
    ...(categories.data ?? []).map((category) => ({ label: category.name, value: String(category.id) })),
  ];

  return (
    <form id={PRODUCT_FORM_ID} noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        {/* Controlled: the categories arrive after the form, and the default (category 1) must still show as chosen. */}
        <NativeSelect label="Category" options={categoryOptions} className="flex-col items-stretch" {...form.register('categoryId')} value={categoryId} />
        {errors.categoryId && <p className="text-sm font-medium text-danger">{errors.categoryId.message}</p>}
      </div>
      <ProductImagesField images={images} onChange={(next) => set('images', next)} enableLibrary={enableLibrary} error={errors.images?.message} />
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Price" type="number" step="0.01" min="0" inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
        <TextField label="Original price (optional)" type="number" step="0.01" min="0" inputMode="decimal" error={errors.originalPrice?.message} {...form.register('originalPrice')} />
      </div>
      <ToggleChips legend="Sizes" options={PRODUCT_SIZES} selected={sizes} onToggle={toggleSize} error={errors.sizes?.message} />
      <ColorPicker colors={colors} onChange={(next) => set('colors', next)} error={errors.colors?.message} />
      <StockGrid sizes={sizes} colors={colors} stock={stock} onChange={(next) => set('stock', next)} error={(errors as Partial<Record<string, { message?: string }>>).variants?.message} />
      <TextField label="Tags (comma separated)" error={errors.tags?.message} {...form.register('tags')} />
      <div className="flex flex-wrap gap-6">
        <Switch label="Active" name="isActive" checked={isActive} onCheckedChange={(on) => set('isActive', on)} />
        <Switch label="Featured" name="isFeatured" checked={isFeatured} onCheckedChange={(on) => set('isFeatured', on)} />
        <Switch label="On sale" name="isOnSale" checked={isOnSale} onCheckedChange={(on) => set('isOnSale', on)} />
      </div>
      <SaleNote price={price} originalPrice={originalPrice} isOnSale={isOnSale} />
      <ZeroStockDialog
        open={unstocked !== null}
        onCancel={() => setUnstocked(null)}
        onConfirm={() => {
          const product = unstocked;
          setUnstocked(null);
          if (product) onSubmit(product);
        }}
      />
    </form>
  );
}
