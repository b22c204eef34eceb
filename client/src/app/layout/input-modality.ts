import { useEffect } from 'react';

/**
 * Marks <html data-input="pointer|keyboard"> with the last kind of input, so styles.css shows the
 * focus frame only to keyboard users: Radix tabs and menus move focus by script after a click,
 * and browsers then draw the frame as if the keyboard had moved it (walkthrough 3).
 */
export function useInputModality(): void {
  useEffect(() => {
    const root = document.documentElement;
    const pointer = () => {
      root.dataset.input = 'pointer';
    };
    const keyboard = (event: KeyboardEvent) => {
      // Modifier keys alone (Shift-click, a shortcut being pressed) are not keyboard navigation.
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) root.dataset.input = 'keyboard';
    };
    document.addEventListener('pointerdown', pointer, true);
    document.addEventListener('keydown', keyboard, true);
    return () => {
      document.removeEventListener('pointerdown', pointer, true);
      document.removeEventListener('keydown', keyboard, true);
      delete root.dataset.input;
    };
  }, []);
}
