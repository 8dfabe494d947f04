// The host's server renderer (docs/architecture.md, "Catalogue HTML"): the logged-out shell of a
// URL (navbar, the empty cart slot, footer) with a slot where the server puts the page that
// remote-shop's renderer draws. Built to dist/ssr/shell.cjs; never loaded by a browser.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { designTokensCss } from 'shared/ui';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  AppConfigContext,
  FIRST_RENDER_ELEMENT_ID,
  createAppStore,
  serializeFirstRenderData,
  type AppConfig,
  type FirstRenderData,
} from 'shared';
import { collectedCss } from 'ssr-css-collector';
import '../styles.css';
import { ShellFrame } from '../features/shell/shell-layout';
import { incompatibility, type RemoteManifest } from '../features/remotes/remote-manifest';
import { scriptsToPreload } from '../boot/preload-remotes';
import { remotesForPath, type RemoteStart } from '../boot/route-remotes';
import { FrameOfPage, FRAME_PATHS, pageFrameOf } from './page-frames';

export { FRAME_PATHS, remotesForPath };

/** Text the shell's `<main>` holds in place of the page, for the server to replace. */
export const PAGE_SLOT = '@@dc-page@@';

/** The shell's hooks want a client; a logged-out shell sends nothing while it renders. */
const idleClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

/** The shell of `url` for a shopper without a session or cart, and the shell's stylesheet. */
export function renderShell({ url, config }: { url: string; config: AppConfig }): { html: string; css: string } {
  const html = renderToString(
    <AppConfigContext.Provider value={config}>
      <Provider store={createAppStore({ persist: false })}>
        <ApolloProvider client={idleClient}>
          <MemoryRouter initialEntries={[url]}>
            <ShellFrame cart={null}>{PAGE_SLOT}</ShellFrame>
          </MemoryRouter>
        </ApolloProvider>
      </Provider>
    </AppConfigContext.Provider>,
  );
  return { html, css: `${designTokensCss()}\n${collectedCss()}` };
}

/** The JSON data block with a page's first-render data (a data block never runs: the CSP allows it). */
export function dataBlock(data: FirstRenderData, renderer: string): string {
  const name = renderer.replace(/[^\w.-]/g, '');
  return `<script type="application/json" id="${FIRST_RENDER_ELEMENT_ID}" data-renderer="${name}">${serializeFirstRenderData(data)}</script>`;
}

/** The frame of a money-path page (page-frames.tsx) for the shell's slot, or null when `url` has none. */
export function renderFrame({ url }: { url: string }): { html: string } | null {
  const frame = pageFrameOf(new URL(url, 'http://localhost').pathname);
  return frame && { html: renderToString(<FrameOfPage frame={frame} />) };
}

/**
 * The scripts a remote's page starts with (remoteEntry.js, the exposed modules' files and the page's chunks), as the
 * host's boot preloads them (boot/preload-remotes.ts); none for a release the host would refuse.
 */
export function preloadScripts(
  remote: string,
  manifest: RemoteManifest,
  manifestUrl: string,
  start: RemoteStart,
): string[] {
  return incompatibility(remote, manifest) ? [] : scriptsToPreload(manifest, manifestUrl, start);
}
