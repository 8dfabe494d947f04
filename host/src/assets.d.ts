declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';

/** Major version of `shared` the host was built against (webpack DefinePlugin). */
declare const __SHARED_MAJOR__: number;
/** Major version of `rules` the host was built against (webpack DefinePlugin). */
declare const __RULES_MAJOR__: number;
