import { screen, within } from '@testing-library/react';
import { queryKeys } from '@casino/api-client';
import type { RegisteredAddress } from '@casino/api-client/profile';
import { renderSignedIn } from '../testing/render.tsx';
import AddressLockPage from './AddressLockPage.tsx';

const address: RegisteredAddress = {
  street: 'Nørregade 12',
  postalCode: '8000',
  city: 'Aarhus C',
  source: 'CPR',
  lookedUpAt: '2026-11-20T09:00:00.000Z',
};

// Spec section 2 (/profile/address-lock): the CPR address is shown, never edited, with how a change is made.
describe('address lock page', () => {
  it('shows the registered address from CPR without any field to change it', () => {
    renderSignedIn(<AddressLockPage />, '/profile/address-lock', [
      [[...queryKeys.player, 'registeredAddress'], address],
    ]);
    const registered = screen.getByRole('region', { name: 'Din registrerede adresse' });
    const lines = within(registered)
      .getByText(/Nørregade 12/)
      .innerHTML.split('<br>');
    expect(lines).toEqual(['Nørregade 12', '8000 Aarhus C']);
    expect(registered).toHaveTextContent('Sidst hentet fra CPR: 20. november 2026');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains how a change is made: a move reported on borger.dk, picked up at the next MitID sign-in', () => {
    renderSignedIn(<AddressLockPage />, '/profile/address-lock', [
      [[...queryKeys.player, 'registeredAddress'], address],
    ]);
    const how = screen.getByRole('region', { name: 'Sådan ændrer du din adresse' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByRole('link', { name: 'Meld flytning på borger.dk' })).toHaveAttribute(
      'href',
      'https://www.borger.dk/flytning',
    );
  });
});
