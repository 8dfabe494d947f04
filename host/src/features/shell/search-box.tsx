import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';

/** Navbar search: sends the shopper to the product list of every category narrowed by the text. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form role="search" className="navbar-search" onSubmit={(event) => event.preventDefault()}>
      <Input.Search
        aria-label={MESSAGES.catalogue.searchLabel}
        placeholder={MESSAGES.catalogue.searchPlaceholder}
        value={text}
        maxLength={100}
        allowClear
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => {
          if (!value.trim()) return;
          navigate(ROUTES.search(value));
          onSearch?.();
        }}
      />
    </form>
  );
}
