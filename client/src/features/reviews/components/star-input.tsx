import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

interface StarInputProps {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
  legend?: string;
}

/**
 * The 1-5 picker: native radios drawn as stars, so arrow keys move the choice and each star is
 * read out as "3 stars". Pointing at a star previews it; nothing is chosen until the buyer picks.
 */
export function StarInput({ value, onChange, error, legend = 'Your rating' }: StarInputProps) {
  const groupId = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="caps mb-2 text-sm text-muted">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setPreview(null)}>
        {STARS.map((stars) => {
          const id = `${groupId}-${stars}`;
          return (
            <div key={stars}>
              <input
                type="radio" id={id} name={`${groupId}-stars`} value={stars} checked={value === stars}
                onChange={() => onChange(stars)} className="peer sr-only" aria-invalid={error ? true : undefined}
              />
              <label
                htmlFor={id}
                onMouseEnter={() => setPreview(stars)}
                className="grid size-11 cursor-pointer place-items-center peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-acid"
              >
                <Star aria-hidden className={cn('size-8', stars <= shown ? 'fill-acid text-acid' : 'text-muted')} />
                <span className="sr-only">{starLabel(stars)}</span>
              </label>
            </div>
          );
        })}
        <span className="nums ml-2 text-sm text-muted" aria-hidden>{shown ? `${shown}/5` : ''}</span>
      </div>
      {error && <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
