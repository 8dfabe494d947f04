// Inside a server bundle (server-bundle.cjs): the text of every stylesheet the bundle imports,
// in import order, which is the order the browser build's style-loader injects them.
const sheets = [];

module.exports = {
  addCss(css) {
    sheets.push(String(css));
  },
  collectedCss() {
    return sheets.join('\n');
  },
};
