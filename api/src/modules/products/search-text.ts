import { sql, type SQL } from 'drizzle-orm';

/**
 * Accent- and case-insensitive search without database extensions (unaccent, ICU), so PGlite and
 * PostgreSQL behave the same: `products.search_text` is a stored generated column holding
 * name + description folded by `searchTextSql`, and each search word is folded the same way
 * here by `foldSearchText`. Both come from the one table of letters below.
 *
 * Case folding is ASCII-only on both sides (`lower(... collate "C")`), whatever the database
 * locale; the accented letters, in both cases, are mapped by `translate`.
 */
const ACCENTED: Record<string, string> = {
  a: 'áàäâ',
  e: 'éèëê',
  i: 'íìïî',
  o: 'óòöô',
  u: 'úùüû',
  n: 'ñ',
  c: 'ç',
};

const FROM = Object.values(ACCENTED).join('');
const TO = Object.entries(ACCENTED)
  .map(([plain, letters]) => plain.repeat(letters.length))
  .join('');
/** Lower- and upper-case accented letters, and the plain lower-case letter each becomes. */
const FOLD_FROM = FROM + FROM.toUpperCase();
const FOLD_TO = TO + TO;
const FOLD = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index] ?? letter]));

/** The generated column's expression (raw SQL: drizzle-kit copies it into the migration). */
export function searchTextSql(): SQL {
  return sql.raw(`translate(lower(("name" || ' ' || "description") collate "C"), '${FOLD_FROM}', '${FOLD_TO}')`);
}

/** What the database stores in search_text for this text: ASCII lower case, accents removed. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    folded += FOLD.get(char) ?? (char >= 'A' && char <= 'Z' ? char.toLowerCase() : char);
  }
  return folded;
}

/** The words of a search, folded; empty when there is nothing to search for. */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}
