import { render, screen } from '@testing-library/react';
import { BusyNote, Card, DescriptionList, Result } from './panel';

describe('Card, Result, BusyNote, DescriptionList', () => {
  it('Card shows its heading and its content', () => {
    render(
      <Card title={<h1>Ingresa</h1>}>
        <p>Solo se aceptan tarjetas de prueba.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Ingresa' })).toBeInTheDocument();
    expect(screen.getByText('Solo se aceptan tarjetas de prueba.')).toBeInTheDocument();
  });

  it('Result is a heading with its sentence and the way on', () => {
    render(<Result title="¡Gracias!" subTitle="Te enviamos un correo" extra={<a href="/orders">Ver mis compras</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByText('Te enviamos un correo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis compras' })).toHaveAttribute('href', '/orders');
  });

  it('BusyNote is announced as a status', () => {
    render(<BusyNote label="Procesando, espera..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Procesando, espera...');
  });

  it('DescriptionList pairs each label with its value', () => {
    render(<DescriptionList items={[{ key: 'cvc', label: 'CVC', children: '123' }]} />);
    expect(screen.getByRole('term')).toHaveTextContent('CVC');
    expect(screen.getByRole('definition')).toHaveTextContent('123');
  });
});
