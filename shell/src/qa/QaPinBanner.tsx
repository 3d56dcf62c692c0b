import { useAtomValue } from 'jotai';
import { qaTexts } from '@casino/locale/qa';
import { Button } from '@casino/ui';
import { pinQueryParam, pinStorageKey } from '../federation/pin-storage.ts';
import { pinResolutionAtom } from './pins-atom.ts';
import styles from './QaPinBanner.module.css';

function clearPins() {
  localStorage.removeItem(pinStorageKey);
  const url = new URL(location.href);
  url.searchParams.delete(pinQueryParam);
  location.replace(url);
}

/** Shows QA which remote versions this browser is pinned to, and lets them clear the pins. */
export default function QaPinBanner() {
  const { active, refusals } = useAtomValue(pinResolutionAtom);
  const pinned = Object.entries(active);
  return (
    <>
      {refusals.map((refusal) => (
        <div key={refusal} role="alert" className={`${styles.banner} ${styles.refusal}`}>
          <p>{refusal}</p>
        </div>
      ))}
      {pinned.length > 0 && (
        <div role="status" className={styles.banner} data-testid="qa-pin-banner">
          {pinned.map(([remote, version]) => (
            <p key={remote}>{qaTexts.banner(remote, version)}</p>
          ))}
          <Button variant="secondary" onClick={clearPins}>
            {qaTexts.clear}
          </Button>
        </div>
      )}
    </>
  );
}
