/** Build-time constants injected by the shared rspack factory. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** The bundler's base URL for chunks, set by the shell's entry from its own script's folder. */
declare let __webpack_public_path__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
