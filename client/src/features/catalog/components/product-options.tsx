import { MAX_CART_QUANTITY } from '@shared/catalog-constants';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { NativeSelect } from '../../../components/ui/native-select';

const SWATCHES: Record<string, string> = {
  black: '#000000', white: '#ffffff', gray: '#8a8a8a', grey: '#8a8a8a', navy: '#1f2a44',
  red: '#d62828', pink: '#ff8fab', green: '#2d6a4f', blue: '#1d4ed8',
};
const QUANTITIES = Array.from({ length: MAX_CART_QUANTITY }, (_, index) => {
  const value = String(index + 1);
  return { label: value, value };
});

interface ProductOptionsProps {
  sizes: string[];
  colors: string[];
  size: string | null;
  color: string | null;
  quantity: number;
  onSizeChange: (size: string) => void;
  onColorChange: (color: string) => void;
  onQuantityChange: (quantity: number) => void;
}

/** Size and colour start unchosen: the shopper has to pick both before anything goes in a cart. */
export function ProductOptions(props: ProductOptionsProps) {
  return (
    <div className="flex flex-col gap-5">
      {props.sizes.length > 0 && (
        <ChoiceGroup
          legend="Size"
          name="size"
          choices={props.sizes.map((size) => ({ label: size, value: size }))}
          value={props.size}
          onChange={props.onSizeChange}
        />
      )}
      {props.colors.length > 0 && (
        <ChoiceGroup
          legend="Color"
          name="color"
          choices={props.colors.map((color) => ({ label: color, value: color, swatch: SWATCHES[color.toLowerCase()] }))}
          value={props.color}
          onChange={props.onColorChange}
        />
      )}
      <NativeSelect
        label="Quantity"
        name="quantity"
        options={QUANTITIES}
        value={String(props.quantity)}
        onChange={(event) => props.onQuantityChange(Number(event.target.value))}
        className="w-44"
      />
    </div>
  );
}
