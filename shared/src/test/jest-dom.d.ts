// The DOM matchers' types (toBeInTheDocument, toHaveTextContent...) for every package whose tests
// type-check with shared/src: the matchers themselves are installed by scripts/jest-app-setup.cjs.
/// <reference types="@testing-library/jest-dom" />
