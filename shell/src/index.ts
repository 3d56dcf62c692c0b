// Chunks load from the folder this script came from: the shell version the page was written for
// (`/shell/<version>/`), which stays served while a newer version goes live.
__webpack_public_path__ = (document.currentScript as HTMLScriptElement).src.replace(/[^/]*$/, '');
// The async boundary lets the federation runtime share React before any of it is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
