import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordField, TextAreaField, TextField } from './field';

describe('TextField: a labelled box with its hint and its error', () => {
  it('is named by its label and described by its hint while it has no error', () => {
    render(<TextField label="Calle y número" hint="Mínimo 5 caracteres" />);
    const box = screen.getByRole('textbox', { name: 'Calle y número' });
    expect(box).toHaveAccessibleDescription('Mínimo 5 caracteres');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: invalid, described by the error (announced), the hint gives way', () => {
    render(
      <TextField label="Calle y número" hint="Mínimo 5 caracteres" error="La calle debe tener al menos 5 caracteres" />,
    );
    const box = screen.getByRole('textbox', { name: 'Calle y número' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('La calle debe tener al menos 5 caracteres');
    expect(screen.getByRole('alert')).toHaveTextContent('La calle debe tener al menos 5 caracteres');
    expect(screen.queryByText('Mínimo 5 caracteres')).not.toBeInTheDocument();
  });

  it('passes typing and focus to the caller (a form library registers it by ref and events)', () => {
    const typed: string[] = [];
    let element: HTMLInputElement | null = null;
    render(
      <TextField
        label="Ciudad"
        name="city"
        ref={(node) => {
          element = node;
        }}
        onChange={(event) => typed.push(event.target.value)}
      />,
    );
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Zapopan' } });
    expect(typed).toEqual(['Zapopan']);
    element!.focus();
    expect(screen.getByLabelText('Ciudad')).toHaveFocus();
  });
});

describe('TextAreaField', () => {
  it('is named by its label and described by its hint and its counter', () => {
    render(<TextAreaField label="Mensaje" hint="Entre 10 y 2000 caracteres" extra="0 / 2000" />);
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription(
      'Entre 10 y 2000 caracteres 0 / 2000',
    );
  });
});

describe('PasswordField', () => {
  it('hides what is typed until "Mostrar" is pressed, and the switch is no part of its name', () => {
    render(<PasswordField label="Contraseña" defaultValue="secreta" />);
    const box = screen.getByLabelText('Contraseña');
    expect(box).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Mostrar' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(show);
    expect(box).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-pressed', 'true');
  });
});
