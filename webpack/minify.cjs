// Production JavaScript is minified by swc (through webpack's own minimizer plugin) instead of the
// default terser: the same bytes for about half of a build's CPU time. Measured on remote-cart,
// nothing cached: 300.8 KB gzip (terser 301.8 KB); 44-46 s of CPU (terser 65-87 s). The first
// `npm start` of a fresh clone builds every app (issue #32: <= 3 minutes on 2 cores).
const MinimizerPlugin = require('minimizer-webpack-plugin');
// webpack's own HTML minimizer, which its default minimizer also runs on index.html.
const htmlMinify = require('webpack/lib/html/htmlMinify');

/**
 * `optimization` of every production build (apps, standalone runtimes, the monolith). Replacing
 * webpack's default minimizer drops its HTML part too, so it is named here (index.html as before).
 */
function productionOptimization() {
  return {
    minimize: true,
    minimizer: [
      new MinimizerPlugin({
        // Each minifier takes its own files (its `filter`): swc the scripts, webpack's the HTML.
        test: /\.(?:[cm]?js|html)(\?.*)?$/i,
        minify: [
          { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
          { implementation: htmlMinify, options: { environment: { vendorPrefixes: true } } },
        ],
      }),
    ],
  };
}

module.exports = { productionOptimization };
