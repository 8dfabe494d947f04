import { computeRetryDelayMs, isFatalCloseCode, wsRetryOptions } from './ws-retry-policy';

describe('websocket retry policy', () => {
  it('waits 1000 ms doubled per attempt plus 300-3000 ms of jitter', () => {
    expect(computeRetryDelayMs(0, () => 0)).toBe(1300);
    expect(computeRetryDelayMs(0, () => 1)).toBe(4000);
    expect(computeRetryDelayMs(1, () => 0)).toBe(2300);
    expect(computeRetryDelayMs(2, () => 0.5)).toBe(4000 + 300 + 1350);
    expect(computeRetryDelayMs(4, () => 0)).toBe(16300);
  });

  it('stops on the fatal close codes and retries the rest', () => {
    expect(isFatalCloseCode(4401)).toBe(true);
    expect(isFatalCloseCode(4500)).toBe(true);
    expect(isFatalCloseCode(4429)).toBe(true);
    expect(isFatalCloseCode(4408)).toBe(false);
    expect(isFatalCloseCode(4504)).toBe(false);
    expect(isFatalCloseCode(1006)).toBe(false);
    expect(isFatalCloseCode(undefined)).toBe(false);
  });

  it('gives graphql-ws 5 attempts and a shouldRetry that reads close events', () => {
    const { retryAttempts, shouldRetry } = wsRetryOptions();
    expect(retryAttempts).toBe(5);
    expect(shouldRetry({ code: 4403, reason: 'Forbidden' })).toBe(false);
    expect(shouldRetry({ code: 4408, reason: 'Connection initialisation timeout' })).toBe(true);
    expect(shouldRetry({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetry(new Error('socket hang up'))).toBe(true);
    expect(shouldRetry(null)).toBe(true);
  });

  describe('retryWait', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('resolves after the computed delay', async () => {
      const { retryWait } = wsRetryOptions(() => 0.5);
      let done = false;
      void retryWait(1).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(2000 + 300 + 1350 - 1);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    });
  });
});
