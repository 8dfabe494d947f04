import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

test('VisuallyHidden keeps its text for assistive technology in a 1 px clipped box', () => {
  render(
    <p>
      <VisuallyHidden>Antes</VisuallyHidden> $10.00
    </p>,
  );
  const hidden = screen.getByText('Antes');
  expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  expect(hidden.closest('p')).toHaveTextContent('Antes $10.00');
});
