import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, type Profile } from '@casino/api-client';
import { fakeApi } from '../testing/fake-api.ts';
import { profileOf } from '@casino/testing';
import { renderSignedIn } from '../testing/render.tsx';
import SettingsPage from './SettingsPage.tsx';

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as DataLayerWindow).dataLayer;
});

const updatePath = '/api/proxy/profiles/update';
const profile = profileOf({
  customerNo: '100201',
  name: 'Karen Holm',
  firstName: 'Karen',
  lastName: 'Holm',
  email: 'indstillinger@casino.test',
});

const renderPage = (path = '/profile/settings') =>
  renderSignedIn(<SettingsPage />, path, [[queryKeys.profile, profile]]);
const field = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Gem ændringer' }));

// Spec sections 2 (/profile/settings), 3 (profile update payload, subscription event) and 4 (SMS reminder).
describe('settings page', () => {
  it('starts from the profile: e-mail, no phone number, no spending level, consent off', () => {
    renderPage();
    expect(field('E-mail')).toHaveValue('indstillinger@casino.test');
    expect(field('Telefonnummer')).toHaveValue('');
    expect(field('Forventet forbrug på spil')).toHaveValue('');
    expect(field('Ja tak, send mig nyhedsbreve på e-mail')).not.toBeChecked();
    expect(field('Ja tak, send mig nyheder på SMS')).not.toBeChecked();
  });

  it('shows each message under its field and focuses the first invalid field', async () => {
    const api = fakeApi({});
    renderPage();
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'karen@');
    await userEvent.type(field('Telefonnummer'), '1234');
    await submit();
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(field('E-mail')).toHaveAccessibleDescription('Indtast en gyldig e-mailadresse');
    expect(field('Telefonnummer')).toHaveAccessibleDescription(
      'Indtast et gyldigt dansk telefonnummer på 8 cifre 8 cifre, fx 20 12 34 56. Lad feltet stå tomt for at fjerne dit nummer.',
    );
    expect(field('Forventet forbrug på spil')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Vælg et gyldigt forventet forbrug')).toHaveAttribute('role', 'alert');
    expect(api.posts(updatePath)).toEqual([]);
  });

  it('asks for a phone number before SMS consent', async () => {
    fakeApi({});
    renderPage();
    await userEvent.selectOptions(field('Forventet forbrug på spil'), '1000-5000');
    await userEvent.click(field('Ja tak, send mig nyheder på SMS'));
    await submit();
    await waitFor(() => expect(field('Telefonnummer')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Angiv et telefonnummer for at modtage SMS');
  });

  it('saves the phone number as 8 digits, the spending level as its id and the consent, and tracks the consent', async () => {
    const saved: Profile = {
      ...profile,
      phoneNumber: '20123456',
      hasAcceptedSms: true,
      acceptedNewsletters: true,
      spendingLevel: { id: 'under-1000' },
    };
    const api = fakeApi({ [`POST ${updatePath}`]: { body: saved } });
    renderPage();
    await userEvent.type(field('Telefonnummer'), '+45 20 12 34 56');
    await userEvent.type(field('Din adgangskode'), 'hemmelig-kode-1');
    await userEvent.selectOptions(field('Forventet forbrug på spil'), 'under-1000');
    await userEvent.click(field('Ja tak, send mig nyhedsbreve på e-mail'));
    await userEvent.click(field('Ja tak, send mig nyheder på SMS'));
    await submit();
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument();
    expect(api.posts(updatePath)).toEqual([
      {
        email: 'indstillinger@casino.test',
        phoneNumber: '20123456',
        acceptedNewsletters: true,
        hasAcceptedSms: true,
        spendingLevel: { id: 'under-1000' },
        currentPassword: 'hemmelig-kode-1',
      },
    ]);
    expect(field('Telefonnummer')).toHaveValue('20123456');
    const events = ((window as DataLayerWindow).dataLayer ?? []).filter((e) => e.event === 'SUBSCRIPTION');
    expect(events).toEqual([
      expect.objectContaining({ type: 'newsletter', action: 'subscribe', origin: 'settings' }),
      expect.objectContaining({ type: 'sms', action: 'subscribe', origin: 'settings' }),
    ]);
  });

  it('puts the server’s refusal of a taken e-mail under the e-mail field', async () => {
    const taken = 'E-mailadressen bruges allerede af en anden konto.';
    fakeApi({
      [`POST ${updatePath}`]: {
        status: 409,
        body: { error: taken, issues: [{ path: ['email'], message: taken, code: 'custom' }] },
      },
    });
    renderPage();
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'spiller@casino.test');
    await userEvent.selectOptions(field('Forventet forbrug på spil'), 'under-1000');
    await submit();
    await waitFor(() => expect(field('E-mail')).toHaveAccessibleDescription(taken));
    expect(field('E-mail')).toHaveFocus();
  });

  // DOMAIN.md "Becoming a player": a new e-mail or phone number asks for the password again.
  it('asks for the password only once the e-mail or phone number changes, and tells where the new e-mail’s link went', async () => {
    const email = 'karen.ny@casino.test';
    const api = fakeApi({ [`POST ${updatePath}`]: { body: { ...profile, email } } });
    renderPage();
    expect(screen.queryByLabelText('Din adgangskode')).toBeNull();
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), email);
    expect(field('Din adgangskode')).toHaveAccessibleDescription(
      'Vi beder om din adgangskode, når du ændrer e-mail eller telefonnummer.',
    );
    await userEvent.type(field('Din adgangskode'), 'hemmelig-kode-1');
    await userEvent.selectOptions(field('Forventet forbrug på spil'), 'under-1000');
    await submit();
    expect(
      await screen.findByText(`Vi har sendt et link til ${email}. Åbn det for at bekræfte din nye e-mail.`),
    ).toBeInTheDocument();
    expect(api.posts(updatePath)).toEqual([expect.objectContaining({ email, currentPassword: 'hemmelig-kode-1' })]);
  });

  it('puts the server’s refusal of a wrong password under the password field', async () => {
    const wrong = 'Den nuværende adgangskode er forkert.';
    fakeApi({
      [`POST ${updatePath}`]: {
        status: 400,
        body: { error: wrong, issues: [{ path: ['currentPassword'], message: wrong, code: 'custom' }] },
      },
    });
    renderPage();
    await userEvent.type(field('Telefonnummer'), '20123456');
    await userEvent.type(field('Din adgangskode'), 'forkert-kode-1');
    await userEvent.selectOptions(field('Forventet forbrug på spil'), 'under-1000');
    await submit();
    await waitFor(() => expect(field('Din adgangskode')).toHaveAccessibleDescription(expect.stringContaining(wrong)));
    expect(field('Din adgangskode')).toHaveFocus();
  });

  it('focuses the phone number when the SMS reminder sent the player here (spec section 4)', async () => {
    renderPage('/profile/settings?focus=phoneNumber');
    await waitFor(() => expect(field('Telefonnummer')).toHaveFocus());
  });
});
