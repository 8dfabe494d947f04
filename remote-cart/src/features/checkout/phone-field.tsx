import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CHECKOUT_LIMITS, formatPhone, MESSAGES } from 'shared';
import { useFormContext } from 'shared/forms';
import { TextField } from 'shared/ui';
import { MyLastOrderPhoneDocument } from '../../generated/graphql';
import { CHECKS } from './checkout-rules';
import type { CheckoutValues } from './use-place-order';

const text = MESSAGES.checkout;

/**
 * The contact phone the driver calls. It starts with the phone of the shopper's last order (asked
 * every time, never kept in the client's cache: it is private), unless something is typed already.
 */
export function PhoneField() {
  const { register, formState, getFieldState, getValues, setValue } = useFormContext<CheckoutValues>();
  const { data } = useQuery(MyLastOrderPhoneDocument, { fetchPolicy: 'no-cache' });
  const last = data?.myLastOrderPhone;
  useEffect(() => {
    if (last && !getFieldState('phone').isDirty && !getValues('phone')) setValue('phone', formatPhone(last));
  }, [getFieldState, getValues, setValue, last]);
  return (
    <TextField
      label={text.phone}
      hint={text.phoneHint}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={CHECKOUT_LIMITS.phoneTextMax}
      error={formState.errors.phone?.message}
      {...register('phone', { validate: CHECKS.phone })}
    />
  );
}
