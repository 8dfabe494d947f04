import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage (spec: a missing image hides the image)', () => {
  it.each(['-', '', null])('shows no image for %p', (url) => {
    render(<ProductImage url={url} alt="Mango" size={100} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the image, then hides it when it fails to load', () => {
    render(<ProductImage url="http://127.0.0.1/x.svg" alt="Mango" size={100} />);
    const image = screen.getByRole('img', { name: 'Mango' });
    expect(image).toHaveAttribute('width', '100');
    fireEvent.error(image);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
