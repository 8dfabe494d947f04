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
  return { input: screen.getByRole('searchbox', { name: MESSAGES.catalogue.searchLabel }), onSearch };
}

describe('SearchBox', () => {
  it('opens the list of every category narrowed by the text', () => {
    const { input, onSearch } = renderSearch();
    fireEvent.change(input, { target: { value: 'piña ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('where')).toHaveTextContent('/prods/todas?buscar=pi%C3%B1a');
    expect(onSearch).toHaveBeenCalled();
  });

  it('ignores an empty search', () => {
    const { input, onSearch } = renderSearch();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
