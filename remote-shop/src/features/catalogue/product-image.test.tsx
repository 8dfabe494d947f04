import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  describe('an image that had already loaded or failed when the page was adopted (hydration)', () => {
    const finished = (decode: () => Promise<void>) => {
      jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      HTMLImageElement.prototype.decode = decode;
    };
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });

    it('hides a broken one (complete, no size, refuses to decode)', async () => {
      finished(() => Promise.reject(new Error('broken')));
      render(<ProductImage url="http://127.0.0.1/x.svg" alt="Mango" size={100} />);
      await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
    });

    it('keeps one without an intrinsic size that decodes', async () => {
      const decode = jest.fn(() => Promise.resolve());
      finished(decode);
      render(<ProductImage url="http://127.0.0.1/x.svg" alt="Mango" size={100} />);
      await waitFor(() => expect(decode).toHaveBeenCalled());
      expect(screen.getByRole('img', { name: 'Mango' })).toBeInTheDocument();
    });
  });
});
