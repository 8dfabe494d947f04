// Style sheets are imported for their side effect (webpack's style-loader).
declare module '*.css';
