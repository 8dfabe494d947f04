declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';

/** Major version of `shared` the host was built against (webpack DefinePlugin). */
declare const __SHARED_MAJOR__: number;
