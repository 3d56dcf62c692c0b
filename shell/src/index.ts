// The async boundary lets the federation runtime share React before any of it is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
