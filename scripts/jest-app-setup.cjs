// Run after jest's environment is up, for every browser package (host, remotes, shared): the DOM
// matchers, and one generous wait for everything that must render. jsdom renders antd (Select
// options, dialogs, form messages) in tens of milliseconds on a quiet machine but in seconds on a
// busy one (2 cores, load 3-10); testing-library's default of 1 s made tests depend on speed.
// findBy*, waitFor and waitForElementToBeRemoved wait up to UI_WAIT_MS unless a test says otherwise.
/* global jest -- jest puts its object in the scope of every module it loads */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

/** How long findBy*, waitFor and waitForElementToBeRemoved wait for the UI. */
const UI_WAIT_MS = 90_000;
/** How long one test may take: several renders of up to UI_WAIT_MS each on a busy machine. */
const TEST_TIMEOUT_MS = 600_000;

configure({ asyncUtilTimeout: UI_WAIT_MS });
// Here and not as the projects' `testTimeout`: jest reads that one only from the root config.
jest.setTimeout(TEST_TIMEOUT_MS);

module.exports = { UI_WAIT_MS, TEST_TIMEOUT_MS };
