import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A shopper's form state (react-hook-form), set up as the antd forms behaved: every field checked
 * as it changes and all of them on "send", and the first field with a problem focused then.
 */
export function usePlainForm<Values extends FieldValues>(options: UseFormProps<Values> = {}): UseFormReturn<Values> {
  return useForm<Values>({ mode: 'onChange', shouldFocusError: true, ...options });
}

interface PlainFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Called with the values once every field passes its check. */
  onSubmit: SubmitHandler<Values>;
  children: ReactNode;
  className?: string;
  /** Every control is disabled (while the form's call runs). */
  disabled?: boolean;
}

/**
 * A `<form noValidate>` (the site's Spanish messages, never the browser's bubbles) that hands its
 * state to the fields inside (`useFormContext`) and sends only what passes the checks.
 */
export function PlainForm<Values extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  disabled = false,
}: PlainFormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {/* One fieldset so that `disabled` reaches every control; it has no look of its own. */}
        <fieldset className="dc-form-controls" disabled={disabled}>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}
