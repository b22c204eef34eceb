import { useId } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

/** A labelled on/off switch (role switch), usable by keyboard. */
export function Switch({ label, checked, onCheckedChange, name, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <RadixSwitch.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-7 w-12 shrink-0 border-2 border-line bg-ink data-[state=checked]:border-acid data-[state=checked]:bg-acid disabled:opacity-45"
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 bg-paper transition-transform data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-ink motion-reduce:transition-none" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="caps text-sm">{label}</label>
    </div>
  );
}
