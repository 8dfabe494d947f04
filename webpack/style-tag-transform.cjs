// Runs in the browser (style-loader's `styleTagTransform`): puts a module's stylesheet into its
// `<style>`, unless the server already sent that very text in the page's own stylesheet
// (`style[data-ssr]`, scripts/ssr/page-renderer.mjs: the shell's and the page's CSS, collected from
// the same modules in the same order). Parsing it a second time and restyling the whole page for
// rules already in force is main-thread work a phone pays during the take-over (issue 30).
// A stylesheet the server did not send (another page, another release, a `url()` it leaves as
// written) is injected as always. The server's stylesheet stays in the page for the whole visit.

/** The server's stylesheet text, read once: it does not change after the HTML arrived. */
let serverCss;

function sentByServer(css) {
  if (serverCss === undefined) serverCss = document.querySelector('style[data-ssr]')?.textContent ?? '';
  return css.length > 0 && serverCss.includes(css);
}

module.exports = function styleTagTransform(css, styleElement) {
  if (sentByServer(css)) {
    styleElement.setAttribute('data-sent-by-server', '');
    return;
  }
  styleElement.replaceChildren(document.createTextNode(css));
};
