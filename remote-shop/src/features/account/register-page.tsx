import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { checkOf, PlainForm, registrationSchema, useFormContext, usePlainForm } from 'shared/forms';
import { TextField } from 'shared/ui';
import { RegisterDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { BirthdayField, EmailField, NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

const fields = registrationSchema().entries;
/** The API's checks of the names (shared's checkOf over the `rules` schema). */
const CHECKS = { name: checkOf(fields.name), lastname: checkOf(fields.lastname) };

interface RegisterForm {
  name: string;
  lastname: string;
  email: string;
  password: string;
  passwordAgain: string;
  birthday: string;
}

function NameFields() {
  const { register, formState } = useFormContext<RegisterForm>();
  return (
    <>
      <TextField
        label="Nombre"
        autoComplete="given-name"
        error={formState.errors.name?.message}
        {...register('name', { validate: CHECKS.name })}
      />
      <TextField
        label="Apellido"
        autoComplete="family-name"
        error={formState.errors.lastname?.message}
        {...register('lastname', { validate: CHECKS.lastname })}
      />
    </>
  );
}

/** register: creates a client account; the confirmation link arrives by e-mail. */
export default function RegisterPage() {
  const { run, isBusy, result } = useAccountMutation(RegisterDocument);
  const form = usePlainForm<RegisterForm>({
    defaultValues: { name: '', lastname: '', email: '', password: '', passwordAgain: '', birthday: '' },
  });
  const onSubmit = ({ name, lastname, email, password, birthday }: RegisterForm) =>
    run({
      input: {
        name: name.trim(),
        lastname: lastname.trim(),
        email: email.trim(),
        password,
        birthday: birthday || null,
      },
    });

  if (result?.status) {
    return (
      <AccountCard title={MESSAGES.nav.register}>
        <ResultAlert result={{ status: true, message: MESSAGES.account.registered }} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={MESSAGES.nav.register}>
      <PlainForm form={form} onSubmit={onSubmit}>
        <NameFields />
        <EmailField />
        <NewPasswordFields />
        <BirthdayField />
        <ResultAlert result={result} />
        <SubmitButton label={MESSAGES.nav.register} busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
      </PlainForm>
      <p className="auth-links">
        ¿Ya tienes cuenta? <Link to={ROUTES.login}>{MESSAGES.nav.login}</Link>
      </p>
    </AccountCard>
  );
}
