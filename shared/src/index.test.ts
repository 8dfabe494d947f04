import * as shared from './index';

// Other packages code against these names: removing or renaming one breaks them.
const CONTRACT = [
  'PAGE_SIZE_DEFAULT',
  'SESSION_CHECK',
  'FALLBACK_TOKEN_EXPIRY_SECONDS',
  'SESSION_STORAGE_HOURS',
  'CURRENCY',
  'MIN_PASSWORD_LENGTH',
  'ADDRESS_MIN_LENGTH',
  'CONTACT_LIMITS',
  'PRODUCT_LIMITS',
  'PRODUCT_IMAGE',
  'TEST_CARDS',
  'TOAST_MS',
  'TOAST_SECONDS',
  'answerToast',
  'WS_RETRY',
  'WS_CLOSE_CODES',
  'FATAL_WS_CLOSE_CODES',
  'LAYOUT',
  'ROLES',
  'UI_ROLE',
  'STORAGE_KEYS',
  'ROUTES',
  'ALL_CATEGORIES_SLUG',
  'SEARCH_PARAM',
  'MESSAGES',
  'FAILURE_KIND',
  'formatMXN',
  'formatPhone',
  'phoneHref',
  'roundCentavos',
  'isValidEmail',
  'EMAIL_PATTERN',
  'pageRequestFor',
  'ORDER_STATUSES',
  'ORDER_STATUS_COLORS',
  'sessionSlice',
  'useLogout',
  'liveChannelSlice',
  'liveChannelChanged',
  'selectLiveChannelStatus',
  'sessionStarted',
  'sessionCheckStarted',
  'sessionCheckSucceeded',
  'sessionEnded',
  'sessionEndNoticeShown',
  'sessionLocked',
  'sessionUnlocked',
  'selectSession',
  'selectIsLoggedIn',
  'selectIsAdmin',
  'selectSessionLabel',
  'selectToken',
  'selectIsCheckingSession',
  'selectIsSessionExpired',
  'getTokenExpiry',
  'loadStoredSession',
  'saveSession',
  'cartSlice',
  'itemSet',
  'itemRemoved',
  'cartCleared',
  'notifyDismissed',
  'cartPanelOpened',
  'cartPanelClosed',
  'cartPanelToggled',
  'cartReplacedFromStorage',
  'cartItemFromProduct',
  'selectCart',
  'selectCartItems',
  'selectCartCount',
  'selectCartTotal',
  'selectIsCartPanelOpen',
  'rootReducer',
  'createAppStore',
  'useAppDispatch',
  'useAppSelector',
  'useAppStore',
  'createApolloClient',
  'wsRetryOptions',
  'computeRetryDelayMs',
  'isFatalCloseCode',
  'parseAppConfig',
  'AppConfigContext',
  'useAppConfig',
  'renderStandalone',
  'VISUALLY_HIDDEN',
  'VisuallyHidden',
];

describe('public surface of shared', () => {
  it('exports every name other packages code against', () => {
    const missing = CONTRACT.filter((name) => (shared as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
  });

  it('loads without react-router, antd or react-dom (the standalone harness is lazy)', async () => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      for (const heavy of ['react-router-dom', 'antd', 'react-dom/client']) {
        jest.doMock(heavy, () => {
          loaded.push(heavy);
          return {};
        });
      }
      await import('./index');
    });
    expect(loaded).toEqual([]);
  });

  it('loads the limits and messages of `rules` without its schemas: valibot comes with shared/forms only', async () => {
    const loadedBy = async (file: string) => {
      const loaded: string[] = [];
      await jest.isolateModulesAsync(async () => {
        jest.doMock('valibot', () => {
          loaded.push('valibot');
          return jest.requireActual('valibot');
        });
        await import(file);
      });
      return loaded;
    };
    expect(await loadedBy('./index')).toEqual([]);
    expect(await loadedBy('../forms')).toEqual(['valibot']);
  });

  it.each([
    ['shared/ui', '../ui'],
    ['shared/antd', '../antd'],
    // The shopper's forms (issue 30): react-hook-form and the `rules` checks, no antd.
    ['shared/forms', '../forms'],
  ])('%s loads without antd (AntdScope fetches it when it renders)', async (_entry, file) => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('antd', () => {
        loaded.push('antd');
        return {};
      });
      await import(file);
    });
    expect(loaded).toEqual([]);
  });

  it.each([
    ['shared', './index'],
    ['shared/ui', '../ui'],
  ])('%s loads without react-hook-form: only pages with a form fetch it, with shared/forms', async (_entry, file) => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react-hook-form', () => {
        loaded.push('react-hook-form');
        return {};
      });
      await import(file);
    });
    expect(loaded).toEqual([]);
  });
});
