// Who owns every path (ARCHITECTURE rule 8) is written once, in @casino/platform, because the
// server reads it too: it starts loading the current route's remote with the page.
export { ownerOf, routeOwners, shellPaths } from '@casino/platform/route-owners';
