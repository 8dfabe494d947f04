// DOM matchers (toBeInTheDocument, toHaveTextContent) for every test of this package.
import '@testing-library/jest-dom';
