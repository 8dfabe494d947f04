/**
 * Control and format characters (Unicode Cc and Cf): zero-width spaces and joiners, bidi marks,
 * embeddings, overrides and isolates, the BOM, soft hyphens. Invisible on screen, they could make
 * a "required" name out of nothing, or turn the text around it in an e-mail or the admin.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** A name as people see it: invisible characters dropped, runs of spaces as one, no edges. */
export function visibleName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}
