import { MAX_CART_QUANTITY } from '@shared/catalog-constants';
import type { Product } from '@shared/catalog-schemas';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { NativeSelect } from '../../../components/ui/native-select';
import { colorInStock, sizeInStock, variantStock } from '../utils/variant-stock';

const SWATCHES: Record<string, string> = {
  black: '#000000', white: '#ffffff', gray: '#8a8a8a', grey: '#8a8a8a', navy: '#1f2a44',
  red: '#d62828', pink: '#ff8fab', green: '#2d6a4f', blue: '#1d4ed8',
};
const quantityChoices = (max: number) => Array.from({ length: Math.max(1, max) }, (_, index) => {
  const value = String(index + 1);
  return { label: value, value };
});

interface ProductOptionsProps {
  sizes: string[];
  colors: string[];
  variants: Product['variants'];
  size: string | null;
  color: string | null;
  quantity: number;
  onSizeChange: (size: string) => void;
  onColorChange: (color: string) => void;
  onQuantityChange: (quantity: number) => void;
}

/**
 * Size and colour start unchosen: the shopper has to pick both before anything goes in a cart.
 * A size or colour with no stock (for the other choice, once made) is marked sold out and can
 * still be chosen, so the shopper can ask to hear when it is back (the cart stays closed to it),
 * and the quantity never offers more than the chosen variant has.
 */
export function ProductOptions(props: ProductOptionsProps) {
  const inStock = props.size && props.color ? variantStock(props.variants, props.size, props.color) : undefined;
  const maxQuantity = Math.min(MAX_CART_QUANTITY, inStock ?? MAX_CART_QUANTITY);
  return (
    <div className="flex flex-col gap-5">
      {props.sizes.length > 0 && (
        <ChoiceGroup
          legend="Size"
          name="size"
          choices={props.sizes.map((size) => ({ label: size, value: size, soldOut: !sizeInStock(props.variants, size, props.color) }))}
          value={props.size}
          onChange={props.onSizeChange}
        />
      )}
      {props.colors.length > 0 && (
        <ChoiceGroup
          legend="Colour"
          name="color"
          choices={props.colors.map((color) => ({
            label: color,
            value: color,
            swatch: SWATCHES[color.toLowerCase()],
            soldOut: !colorInStock(props.variants, color, props.size),
          }))}
          value={props.color}
          onChange={props.onColorChange}
        />
      )}
      <NativeSelect
        label="Quantity"
        name="quantity"
        options={quantityChoices(maxQuantity)}
        value={String(props.quantity)}
        onChange={(event) => props.onQuantityChange(Number(event.target.value))}
        className="w-44"
      />
      {inStock !== undefined && inStock > 0 && inStock < 5 && (
        <p className="nums text-sm font-semibold text-danger">Only {inStock} left in {props.size} / {props.color}</p>
      )}
    </div>
  );
}
