// Server bundles only: `import './x.css'` hands the stylesheet's text (css-loader, exportType
// 'string') to css-collector.cjs, so the server can put the page's CSS into its HTML. The browser
// build keeps style-loader.
const COLLECTOR = require.resolve('./css-collector.cjs');

module.exports = function cssCollectLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const collector = JSON.stringify(this.utils.contextify(this.context, COLLECTOR));
  return [
    `var exported = require(${request});`,
    `var css = exported && exported.__esModule ? exported.default : exported;`,
    `require(${collector}).addCss(css);`,
    `module.exports = css;`,
  ].join('\n');
};
