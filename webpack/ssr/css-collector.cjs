// Inside a server bundle (server-bundle.cjs): the text of every stylesheet the bundle imports,
// in import order, which is the order the browser build's style-loader injects them.
// The sheets are joined with SHEET_BREAK, a comment, so the page composer can drop a page's sheet
// the shell already sent (scripts/ssr/page-renderer.mjs: both import the kit's stylesheet).
const SHEET_BREAK = '\n/* sheet */\n';
const sheets = [];

module.exports = {
  SHEET_BREAK,
  addCss(css) {
    sheets.push(String(css));
  },
  collectedCss() {
    return sheets.join(SHEET_BREAK);
  },
};
