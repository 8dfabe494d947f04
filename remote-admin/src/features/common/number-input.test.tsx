import { render, screen } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { NumberInput } from './number-input';

describe('NumberInput', () => {
  it('names the step buttons in Spanish for screen readers, never "Increase Value"', () => {
    const { container } = render(<NumberInput aria-label="Existencias" defaultValue={3} />);
    expect(screen.getByRole('button', { name: MESSAGES.a11y.increaseValue })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.a11y.decreaseValue })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/Increase Value|Decrease Value/);
    expect(screen.getByRole('spinbutton', { name: 'Existencias' })).toHaveValue('3');
  });
});
