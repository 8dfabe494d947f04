import { LAYOUT } from 'shared';

const WIDTH_PER_HEIGHT = 3;

/** The shop's mark for the dark top bar: a sprouting leaf and the name (spec 9: 45px high). */
export function AdminLogo() {
  const height = LAYOUT.logoHeightPx;
  return (
    <svg
      className="admin-logo"
      width={height * WIDTH_PER_HEIGHT}
      height={height}
      viewBox="0 0 135 45"
      role="img"
      aria-label="Del Campo"
    >
      <circle cx="21" cy="22.5" r="17" fill="#2f7d32" />
      <path d="M21 34V20" stroke="#e8f3dc" strokeWidth="2" strokeLinecap="round" />
      <path d="M21 22c-7 0-10-5-10-10 6 0 10 4 10 10z" fill="#b9dfa0" />
      <path d="M21 25c0-7 4-11 11-11 0 6-4 11-11 11z" fill="#e8f3dc" />
      <text x="44" y="22" fontFamily="Georgia, serif" fontSize="15" fontWeight="700" fill="#fff">
        Del Campo
      </text>
      <text x="44" y="35" fontFamily="system-ui, sans-serif" fontSize="9" fill="#cfe6bf">
        Administración
      </text>
    </svg>
  );
}
