import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { CategoryBySlugDocument } from '../../generated/graphql';
import ProductListPage from './product-list-page';

const categoryAnswer = {
  request: { query: CategoryBySlugDocument, variables: { slug: 'frutas' } },
  result: { data: { category: { __typename: 'Category', id: '1', name: 'Frutas', productCount: 3 } } },
  delay: 50,
};

it('shows a placeholder, never "Categorías", until the category name arrives', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/prods/:category" element={<ProductListPage />} />
    </Routes>,
    { path: '/prods/frutas', mocks: [categoryAnswer] },
  );
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent(MESSAGES.catalogue.categories);
  expect(heading).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('heading', { level: 1, name: 'Frutas' })).toHaveAttribute('aria-busy', 'false');
});
