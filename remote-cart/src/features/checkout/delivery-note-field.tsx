import { CHECKOUT_LIMITS, MESSAGES } from 'shared';
import { useFormContext, useWatch } from 'shared/forms';
import { TextAreaField } from 'shared/ui';
import { CHECKS } from './checkout-rules';
import type { CheckoutValues } from './use-place-order';

const text = MESSAGES.checkout;

/**
 * The customer's optional note for the driver ("tocar el timbre, dejar con el portero"), shown on
 * the route sheet. Checked with the API's own schema (at most 200 characters once trimmed). The
 * counter shows the length against the limit; the box does not cut what is typed or pasted, so an
 * over-long note meets the rule's message instead of a silent cut.
 */
export function DeliveryNoteField() {
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const note = useWatch({ control, name: 'deliveryNote' }) ?? '';
  return (
    <TextAreaField
      label={text.deliveryNote}
      hint={text.deliveryNoteHint}
      extra={`${note.length} / ${CHECKOUT_LIMITS.deliveryNoteMax}`}
      rows={2}
      autoComplete="off"
      error={formState.errors.deliveryNote?.message}
      {...register('deliveryNote', { validate: CHECKS.deliveryNote })}
    />
  );
}
