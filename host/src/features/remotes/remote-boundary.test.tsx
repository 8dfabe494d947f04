import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MESSAGES } from 'shared';
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
      <RemoteBoundary onRetry={() => undefined}>
        <Pending />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toHaveAttribute('aria-busy', 'true');
  });
});
