import { Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { registrationSchema, ruleOf } from 'shared/forms';
import { RegisterDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { BirthdayField, EmailField, NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

const fields = registrationSchema().entries;
/** The API's checks of the names (shared's ruleOf over the `rules` schema). */
const RULES = { name: [ruleOf(fields.name)], lastname: [ruleOf(fields.lastname)] };

interface RegisterForm {
  name: string;
  lastname: string;
  email: string;
  password: string;
  birthday?: string;
}

/** register: creates a client account; the confirmation link arrives by e-mail. */
export default function RegisterPage() {
  const { run, isBusy, result } = useAccountMutation(RegisterDocument);
  const onFinish = ({ name, lastname, email, password, birthday }: RegisterForm) =>
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
      <Form<RegisterForm> noValidate layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Nombre" name="name" rules={RULES.name}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Apellido" name="lastname" rules={RULES.lastname}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <EmailField />
        <NewPasswordFields />
        <BirthdayField />
        <ResultAlert result={result} />
        <SubmitButton label={MESSAGES.nav.register} busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
      </Form>
      <p className="auth-links">
        ¿Ya tienes cuenta? <Link to={ROUTES.login}>{MESSAGES.nav.login}</Link>
      </p>
    </AccountCard>
  );
}
