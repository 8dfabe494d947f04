import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { emailSchema, newPasswordSchema } from 'rules';
import { TextField } from '../ui/kit/field';
import { checkOf } from '../validation/check-of';
import { PlainForm, usePlainForm } from './plain-form';

interface Values {
  email: string;
  password: string;
}

function Fields() {
  const { register, formState } = useFormContext<Values>();
  return (
    <>
      <TextField
        label="Correo electrónico"
        error={formState.errors.email?.message}
        {...register('email', { validate: checkOf(emailSchema) })}
      />
      <TextField
        label="Contraseña"
        error={formState.errors.password?.message}
        {...register('password', { validate: checkOf(newPasswordSchema) })}
      />
    </>
  );
}

function LoginLike({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = usePlainForm<Values>({ defaultValues: { email: '', password: '' } });
  return (
    <PlainForm form={form} onSubmit={onSubmit}>
      <Fields />
      <button type="submit">Ingresa</button>
    </PlainForm>
  );
}

describe('PlainForm + usePlainForm: the shopper forms without antd', () => {
  it('on "send" shows every problem in Spanish and takes the focus to the first field with one', async () => {
    const sent: Values[] = [];
    render(<LoginLike onSubmit={(values) => sent.push(values)} />);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresa' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveFocus());
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico es obligatorio',
    );
    expect(sent).toHaveLength(0);
  });

  it('checks a field again as it changes, and sends the values once all pass (Enter in a box sends)', async () => {
    const sent: Values[] = [];
    const { container } = render(<LoginLike onSubmit={(values) => sent.push(values)} />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'lucia@@example' } });
    expect(await screen.findByText('El formato del email no es corecto')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'lucia@example.com' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreta1' } });
    fireEvent.submit(screen.getByLabelText('Contraseña'));
    await waitFor(() => expect(sent).toEqual([{ email: 'lucia@example.com', password: 'secreta1' }]));
  });

  it('disables every control while its call runs', () => {
    function Busy() {
      const form = usePlainForm<Values>({ defaultValues: { email: '', password: '' } });
      return (
        <PlainForm form={form} onSubmit={() => undefined} disabled>
          <Fields />
        </PlainForm>
      );
    }
    render(<Busy />);
    expect(screen.getByLabelText('Correo electrónico')).toBeDisabled();
  });
});
