import { useQuery } from '@tanstack/react-query';
import { DateText, texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { Page } from '@casino/ui';
import { registeredAddressQuery } from '../common/player-queries.ts';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';

const t = profileTexts.address;

/**
 * /profile/address-lock: what a Danish casino shows. The registered address comes from the national
 * register (CPR, via MitID), so it is shown, never edited here, with how a change is made.
 */
export default function AddressLockPage() {
  const { isAuthenticated } = useSignedIn();
  const address = useQuery(registeredAddressQuery({ isAuthenticated }));
  return (
    <Page title={texts.pages.addressLock}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <QueryContent query={address} loading={t.loading} failed={t.loadFailed} retry={t.retry}>
          {(data) => (
            <section aria-labelledby="registered-address">
              <h2 id="registered-address">{t.registered}</h2>
              <address>
                {data.street}
                <br />
                {data.postalCode} {data.city}
              </address>
              <p>
                {t.lookedUp}: <DateText value={data.lookedUpAt} />
              </p>
            </section>
          )}
        </QueryContent>
        <section aria-labelledby="address-why">
          <h2 id="address-why">{t.whyTitle}</h2>
          <p>{t.why}</p>
        </section>
        <section aria-labelledby="address-how">
          <h2 id="address-how">{t.howTitle}</h2>
          <ol>
            {t.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <a href="https://www.borger.dk/flytning" rel="noopener noreferrer">
              {t.borgerLink}
            </a>
          </p>
        </section>
      </div>
    </Page>
  );
}
