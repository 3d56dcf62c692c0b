// Every page path is written once, in the route table (route-table.ts): the shell's ownership and sign-in
// guard, the server's preload hints, each remote's routes and the link builders all read it there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeLiteralsIn } from './testing/route-literals.ts';
import { shippedSourceFiles, workspaceRoot } from './testing/shipped-sources.ts';

describe('the route table is the one place a page path is written', () => {
  it('a path declared outside the route table fails, naming its file and line', () => {
    const files = shippedSourceFiles(['packages/platform/src/route-table.ts', '**/testing/**']);
    expect(files.length).toBeGreaterThan(100);
    const outside = files.flatMap((file) =>
      routeLiteralsIn(file, readFileSync(path.join(workspaceRoot, file), 'utf8')).map(
        ({ line, text }) => `${file}:${line}: ${text}`,
      ),
    );
    expect(outside).toEqual([]);
  });

  it.each([
    ["{ path: '/profile/settings', element: <SettingsPage /> }", "'/profile/settings'"],
    ['navigate("/mine");', '"/mine"'],
    ['const url = `/spil/${slug}/spil`;', '`/spil/${slug}/spil`'],
    ['const link = `${origin}/profile/payment/receipt?id=${id}`;', '`${origin}/profile/payment/receipt?id=${id}`'],
    ['const html = `<p><a href="/auth/login">Log ind</a></p>`;', '`<p><a href="/auth/login">Log ind</a></p>`'],
    ['<Link to="/help">Hjælp</Link>', '"/help"'],
    ['const play = /^\\/spil\\/[^/]+\\/spil\\/?$/u;', '/^\\/spil\\/[^/]+\\/spil\\/?$/u'],
  ])('finds the page path in %s', (source, text) => {
    expect(routeLiteralsIn('probe.tsx', source)).toEqual([{ line: 1, text }]);
  });

  it.each([
    "app.get('/wins', (c) => c.json([]));", // the server's API route
    "await fetch('/api/proxy/profile/show');", // an API path
    "import { chatQuery } from '@casino/api-client/chat';", // a package entry
    '// the deposit page, /profile/payment/deposit', // a comment
    "const home = '/';", // a lone slash
    "const css = '/spillets-regler.css';", // another segment that only starts like one
  ])('leaves alone %s', (source) => {
    expect(routeLiteralsIn('probe.tsx', source)).toEqual([]);
  });
});
