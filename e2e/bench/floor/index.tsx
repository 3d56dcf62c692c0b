// The bench's floor: a bare React 19 page of the same size as the site's home page, a
// header with a menu, a heading and a grid of links, and nothing else: no router, no federation, no
// data. What the site costs above this is what its architecture costs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const menu = ['Forside', 'Spil', 'Mine spil', 'Hjælp'];
const games = Array.from({ length: 24 }, (_, index) => `Spil nummer ${index + 1}`);

function Page() {
  return (
    <>
      <header style={{ display: 'flex', gap: '1rem', padding: '1rem', background: '#0b1d2a', color: '#fff' }}>
        <a href="/" style={{ color: '#fff', fontWeight: 700 }}>
          Casino
        </a>
        <nav aria-label="Hovedmenu">
          {menu.map((label) => (
            <a key={label} href={`#${label}`} style={{ color: '#fff', marginRight: '1rem' }}>
              {label}
            </a>
          ))}
        </nav>
        <button type="button">Indbetal</button>
      </header>
      <main style={{ padding: '1rem' }}>
        <h1>Velkommen til casinoet</h1>
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '1rem' }}>
          {games.map((game) => (
            <li key={game} style={{ listStyle: 'none' }}>
              <a href={`#${game}`}>{game}</a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
