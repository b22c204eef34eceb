import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  REVIEW_FITS, REVIEW_FIT_LABELS, REVIEW_LIMITS, reviewInputSchema, type ReviewFormValues, type ReviewInput,
} from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { schemaResolver } from '../../../lib/schema-resolver';
import { PhotosField } from '../../uploads/components/photos-field';
import { StarInput } from './star-input';

const FIT_CHOICES = REVIEW_FITS.map((fit) => ({ value: fit, label: REVIEW_FIT_LABELS[fit] }));

/** The form's fields: no stars until the buyer picks some. */
export type ReviewFields = Omit<ReviewFormValues, 'stars'> & { stars?: number };

export const emptyReview: ReviewFields = { title: '', text: '', fit: null, photos: [] };

interface ReviewFormProps {
  id: string;
  defaultValues: ReviewFields;
  onSubmit: (review: ReviewInput) => void;
}

/** Stars, an optional title, the text with its counter, the fit and photos: checked by the API's own schema. */
export function ReviewForm({ id, defaultValues, onSubmit }: ReviewFormProps) {
  const form = useForm<ReviewFields, unknown, ReviewInput>({ resolver: schemaResolver<ReviewFields, ReviewInput>(() => reviewInputSchema), defaultValues });
  const { errors } = form.formState;
  const textLength = useWatch({ control: form.control, name: 'text' })?.length ?? 0;
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => <StarInput value={field.value} onChange={field.onChange} error={errors.stars?.message} />}
      />
      <TextField label="Title (optional)" maxLength={REVIEW_LIMITS.titleMax} error={errors.title?.message} {...form.register('title')} />
      <div className="flex flex-col gap-1">
        <TextAreaField
          label="Your review"
          rows={5}
          error={errors.text?.message}
          hint={`At least ${REVIEW_LIMITS.textMin} characters: how it wears, washes and fits.`}
          {...form.register('text')}
        />
        <p className={cn('nums self-end text-sm', textLength > REVIEW_LIMITS.textMax ? 'text-danger' : 'text-muted')} data-testid="review-text-count">
          {textLength.toLocaleString('en-US')} / {REVIEW_LIMITS.textMax.toLocaleString('en-US')}
        </p>
      </div>
      <Controller
        control={form.control}
        name="fit"
        render={({ field }) => (
          <div className="flex flex-wrap items-end gap-3">
            <ChoiceGroup legend="Fit (optional)" name="fit" choices={FIT_CHOICES} value={field.value ?? null} onChange={field.onChange} />
            {field.value && <Button variant="ghost" size="sm" onClick={() => field.onChange(null)}>Clear fit</Button>}
            {errors.fit?.message && <p className="w-full text-sm font-medium text-danger">{errors.fit.message}</p>}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => <PhotosField photos={field.value ?? []} onChange={field.onChange} max={REVIEW_LIMITS.photosMax} testId="review-photo" error={errors.photos?.message} />}
      />
    </form>
  );
}
