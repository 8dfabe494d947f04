import { MESSAGES, TEST_CARDS } from 'shared';
import { useFormContext } from 'shared/forms';
import { TextField } from 'shared/ui';
import { CHECKS } from './checkout-rules';
import type { CheckoutValues } from './use-place-order';

const text = MESSAGES.checkout;

/** Card number, expiry and cvc, with the note that only test cards are accepted. */
export function CardFields() {
  const { register, formState } = useFormContext<CheckoutValues>();
  const { errors } = formState;
  return (
    <fieldset className="checkout-fieldset">
      <legend>{text.card}</legend>
      <p className="checkout-note">
        {MESSAGES.testCardsOnly} {TEST_CARDS.us} · {TEST_CARDS.mx}
      </p>
      <TextField
        label={text.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        error={errors.cardNumber?.message}
        {...register('cardNumber', { validate: CHECKS.cardNumber })}
      />
      <div className="checkout-pair checkout-pair--always">
        <TextField
          label={text.cardExpiry}
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={7}
          error={errors.expiry?.message}
          {...register('expiry', { validate: CHECKS.expiry })}
        />
        <TextField
          label={text.cardCvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          error={errors.cvc?.message}
          {...register('cvc', { validate: CHECKS.cvc })}
        />
      </div>
    </fieldset>
  );
}
