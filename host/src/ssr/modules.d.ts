declare module 'ssr-css-collector' {
  /** Every stylesheet the server bundle imported, in import order (webpack/ssr/css-collector.cjs). */
  export function collectedCss(): string;
}
