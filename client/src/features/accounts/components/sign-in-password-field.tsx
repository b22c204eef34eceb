import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';

/**
 * The sign-in form's password: the show/hide button stays out of the Tab order, so the keyboard
 * goes email, password, SIGN IN, as every sign-in form does (issue 22). It still works by click or
 * tap, and screen readers reach it by its label.
 */
export function SignInPasswordField({ error, ...props }: Omit<ComponentProps<'input'>, 'type'> & { error?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      error={error}
      trailing={
        <button
          type="button"
          tabIndex={-1}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="grid size-10 place-items-center text-muted hover:text-acid"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
