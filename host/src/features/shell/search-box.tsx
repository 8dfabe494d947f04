import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { SearchIcon } from './icons/icons';

/** Navbar search: sends the shopper to the product list of every category narrowed by the text. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="navbar-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        void navigate(ROUTES.search(text));
        onSearch?.();
      }}
    >
      <input
        type="search"
        className="dc-input navbar-search-input"
        aria-label={MESSAGES.catalogue.searchLabel}
        placeholder={MESSAGES.catalogue.searchPlaceholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="navbar-search-button" aria-label={MESSAGES.catalogue.searchLabel}>
        <SearchIcon />
      </button>
    </form>
  );
}
