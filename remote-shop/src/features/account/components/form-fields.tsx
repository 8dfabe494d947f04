import { MESSAGES, MIN_PASSWORD_LENGTH, shopDay } from 'shared';
import { birthdaySchema, checkOf, emailSchema, newPasswordSchema, useFormContext } from 'shared/forms';
import { PasswordField as PasswordBox, TextField } from 'shared/ui';

/** The account forms' fields, each read from the form around it (PlainForm). */
interface AccountFields {
  email: string;
  password: string;
  passwordAgain: string;
  birthday?: string;
}

const checkEmail = checkOf(emailSchema);
const checkPassword = checkOf(newPasswordSchema);
const checkBirthday = checkOf(birthdaySchema());

/** E-mail with the spec's required and format messages: the API's own check (`rules`). */
export function EmailField() {
  const { register, formState } = useFormContext<AccountFields>();
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      error={formState.errors.email?.message}
      {...register('email', { validate: checkEmail })}
    />
  );
}

/** The password, required, with the minimum length shown (spec section 5). */
export function PasswordField({ autoComplete }: { autoComplete: 'current-password' | 'new-password' }) {
  const { register, formState, getFieldState, trigger } = useFormContext<AccountFields>();
  const field = register('password', {
    validate: checkPassword,
    // The confirmation is checked again against the new password, once it has been typed.
    onChange: () => {
      if (getFieldState('passwordAgain').isDirty) void trigger('passwordAgain');
    },
  });
  return (
    <PasswordBox
      label="Contraseña"
      hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
      autoComplete={autoComplete}
      error={formState.errors.password?.message}
      {...field}
    />
  );
}

/** A new password typed twice; the minimum length is shown (spec section 5). */
export function NewPasswordFields() {
  const { register, formState } = useFormContext<AccountFields>();
  return (
    <>
      <PasswordField autoComplete="new-password" />
      <PasswordBox
        label="Confirma la contraseña"
        autoComplete="new-password"
        error={formState.errors.passwordAgain?.message}
        {...register('passwordAgain', {
          validate: (value, values) =>
            !value
              ? MESSAGES.validation.passwordRequired
              : value === values.password
                ? undefined
                : MESSAGES.validation.passwordMismatch,
        })}
      />
    </>
  );
}

/** Optional birthday, a real day not after the shop's today: the API's check (`rules`). */
export function BirthdayField() {
  const { register, formState } = useFormContext<AccountFields>();
  const today = shopDay(new Date());
  return (
    <TextField
      label="Fecha de nacimiento (opcional)"
      type="date"
      max={today}
      error={formState.errors.birthday?.message}
      {...register('birthday', { validate: checkBirthday })}
    />
  );
}
