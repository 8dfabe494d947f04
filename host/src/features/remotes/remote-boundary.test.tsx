import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FIRST_RENDER_ELEMENT_ID, MESSAGES, serializeFirstRenderData } from 'shared';
import { captureServerPage, serverPageReplaced } from '../server-page/server-page';
import { RemoteBoundary } from './remote-boundary';

function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('remote down');
  return <p>panel</p>;
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <RemoteBoundary onRetry={() => setBroken(false)} compact>
      <Flaky broken={broken} />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Spanish fallback when a remote fails, and "Reintentar" renders it again', () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.remoteUnavailable);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(screen.getByText('panel')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a page-sized loading placeholder while a page remote loads', () => {
    const never = new Promise<never>(() => undefined);
    function Pending(): never {
      throw never;
    }
    render(
      <MemoryRouter>
        <RemoteBoundary onRetry={() => undefined}>
          <Pending />
        </RemoteBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the server's markup of the page instead of the skeleton until the page itself renders", () => {
    document.body.innerHTML =
      '<div id="root"><main class="content"><h1>Del campo a tu mesa</h1></main></div>' +
      `<script type="application/json" id="${FIRST_RENDER_ELEMENT_ID}">` +
      `${serializeFirstRenderData({ url: '/', queries: {} })}</script>`;
    captureServerPage();
    document.body.innerHTML = '';
    const never = new Promise<never>(() => undefined);
    function Pending(): never {
      throw never;
    }
    const view = render(
      <MemoryRouter initialEntries={['/']}>
        <RemoteBoundary onRetry={() => undefined}>
          <Pending />
        </RemoteBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Del campo a tu mesa' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    view.unmount();
    // Another URL than the one the server rendered: the skeleton.
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <RemoteBoundary onRetry={() => undefined}>
          <Pending />
        </RemoteBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toBeInTheDocument();
    serverPageReplaced();
  });
});
