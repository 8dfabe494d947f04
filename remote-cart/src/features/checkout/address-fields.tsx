import { ADDRESS_MIN_LENGTH, CHECKOUT_LIMITS, MESSAGES } from 'shared';
import { useFormContext } from 'shared/forms';
import { TextField } from 'shared/ui';
import { CHECKS } from './checkout-rules';
import { DeliveryNoteField } from './delivery-note-field';
import { PhoneField } from './phone-field';
import type { CheckoutValues } from './use-place-order';

const text = MESSAGES.checkout;

/** Delivery address and contact phone; the minimum length is shown before anyone gets it wrong. */
export function AddressFields() {
  const { register, formState, getFieldState, trigger } = useFormContext<CheckoutValues>();
  const { errors } = formState;
  return (
    <fieldset className="checkout-fieldset">
      <legend>{text.address}</legend>
      <TextField
        label={text.street1}
        hint={text.minLength(text.street1, ADDRESS_MIN_LENGTH)}
        autoComplete="address-line1"
        error={errors.street1?.message}
        {...register('street1', { validate: CHECKS.street1 })}
      />
      <TextField label={text.street2} autoComplete="address-line2" {...register('street2')} />
      <div className="checkout-pair">
        <TextField
          label={text.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city', { validate: CHECKS.city })}
        />
        <TextField
          label={text.state}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state', { validate: CHECKS.state })}
        />
        <TextField
          label={text.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={CHECKOUT_LIMITS.foreignZipMax}
          error={errors.zip?.message}
          {...register('zip', { validate: (zip, values) => CHECKS.zip(zip, values.country) })}
        />
        <TextField
          label={text.country}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country', {
            validate: CHECKS.country,
            // The postal code's format is the country's: check a typed one again.
            onChange: () => {
              if (getFieldState('zip').isDirty) void trigger('zip');
            },
          })}
        />
      </div>
      <PhoneField />
      <DeliveryNoteField />
    </fieldset>
  );
}
