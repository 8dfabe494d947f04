// Issue 30: antd is the admin's vocabulary only. A JS file "holds antd" when its source map lists a
// file of antd or @ant-design (icons, cssinjs...); a shopper's page must fetch none (budget 0).
import { APPS } from './site.mjs';
import { distFileOf, sourcesOfFile } from './rules-bytes.mjs';

/** True when a bundle's sources hold antd's code. */
export const holdsAntd = (sources) => sources.some((source) => /(^|\/)node_modules\/(antd|@ant-design)\//.test(source));

/** {gzip, count, files} of the JS responses of one page load that hold antd (gzip of the decoded body). */
export function antdBytes(responses, sourcesOf) {
  const files = responses
    .filter((response) => response.kind === 'js' && holdsAntd(sourcesOf(response.url)))
    .map(({ url, gzip }) => ({ url, gzip }));
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), count: files.length, files };
}

/** The source-map reader for the composed site served on `urls` (one of each app's port). */
export function composedSources(urls) {
  const appOrigins = Object.fromEntries(APPS.map((app) => [app, urls[app]]));
  return (url) => sourcesOfFile(distFileOf(url, appOrigins));
}
