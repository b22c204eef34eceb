import { useState } from 'react';
import { PRESET_COLORS } from '@shared/catalog-constants';
import { MAX_COLOR_LENGTH } from '@shared/product-schemas';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { ToggleChips } from './toggle-chips';

interface ColorPickerProps {
  colors: string[];
  onChange: (colors: string[]) => void;
  error?: string;
}

/** Preset colours plus the seller's own names; a custom colour is trimmed and ignored if empty or already there. */
export function ColorPicker({ colors, onChange, error }: ColorPickerProps) {
  const [custom, setCustom] = useState('');
  const customColors = colors.filter((color) => !PRESET_COLORS.some((preset) => preset.toLowerCase() === color.toLowerCase()));
  const options = [...PRESET_COLORS, ...customColors];

  function toggle(color: string) {
    onChange(colors.includes(color) ? colors.filter((c) => c !== color) : [...colors, color]);
  }

  function addCustom() {
    const name = custom.trim();
    setCustom('');
    if (!name || colors.some((color) => color.toLowerCase() === name.toLowerCase())) return;
    const preset = PRESET_COLORS.find((p) => p.toLowerCase() === name.toLowerCase());
    onChange([...colors, preset ?? name]);
  }

  return (
    <div className="flex flex-col gap-3">
      <ToggleChips legend="Colours" options={options} selected={colors} onToggle={toggle} error={error} />
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="custom-color">Custom colour</label>
        <input
          id="custom-color"
          value={custom}
          maxLength={MAX_COLOR_LENGTH}
          placeholder="Custom colour (e.g. Olive)"
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCustom();
            }
          }}
          className={`${inputClasses} max-w-64`}
        />
        <Button variant="outline" onClick={addCustom}>Add colour</Button>
      </div>
    </div>
  );
}
