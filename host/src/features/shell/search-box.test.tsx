import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { SearchBox } from './search-box';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderSearch(onSearch = jest.fn()) {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox onSearch={onSearch} />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  const input = screen.getByRole('searchbox', { name: MESSAGES.catalogue.searchLabel });
  const submit = screen.getByRole('button', { name: MESSAGES.catalogue.searchLabel });
  return { input, submit, onSearch };
}

describe('SearchBox', () => {
  it('opens the list of every category narrowed by the text', () => {
    const { input, submit, onSearch } = renderSearch();
    fireEvent.change(input, { target: { value: 'piña ' } });
    fireEvent.click(submit);
    expect(screen.getByTestId('where')).toHaveTextContent('/prods/todas?buscar=pi%C3%B1a');
    expect(onSearch).toHaveBeenCalled();
  });

  it('ignores an empty search', () => {
    const { input, submit, onSearch } = renderSearch();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
