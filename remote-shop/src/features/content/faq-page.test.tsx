import { render, screen } from '@testing-library/react';
import FaqPage from './faq-page';

describe('FaqPage', () => {
  it('covers shipping, payment, freshness and returns under ordered headings', () => {
    render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const topics = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(topics).toEqual(['Envíos y entregas', 'Pagos', 'Frescura', 'Devoluciones']);
    expect(screen.getByRole('heading', { level: 3, name: '¿A dónde entregan?' })).toBeInTheDocument();
    expect(screen.getByText(/envío es gratis/)).toBeInTheDocument();
  });

  it('names the two test cards and says only test cards are accepted', () => {
    render(<FaqPage />);
    expect(screen.getByText(/solo se aceptan tarjetas de prueba/)).toBeInTheDocument();
    expect(
      screen.getByText(/4242 4242 4242 4242 \(Estados Unidos\) o 4000 0048 4000 0008 \(México\)/),
    ).toBeInTheDocument();
  });
});
