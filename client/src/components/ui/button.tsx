import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 caps whitespace-nowrap transition-[transform,box-shadow,background-color,color] ' +
  'disabled:cursor-not-allowed disabled:shadow-none disabled:translate-0';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-acid text-ink border-2 border-acid shadow-hard-paper hover:-translate-x-px hover:-translate-y-px active:translate-x-0.5 active:translate-y-0.5 active:shadow-none ' +
    'disabled:border-line disabled:bg-raised disabled:text-muted',
  outline: 'border-2 border-paper text-paper hover:bg-paper hover:text-ink disabled:opacity-45 disabled:hover:bg-transparent disabled:hover:text-paper',
  ghost: 'text-paper hover:text-acid disabled:opacity-45',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-11',
};

/** Class names for anything that should look like a button (links included). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
