import { ownerOf } from './route-owners.ts';

// Spec section 2 (route table) -> ARCHITECTURE rule 8: every path has exactly one owner.
describe('route owners', () => {
  it.each([
    ['/', 'games'],
    ['/app', 'games'],
    ['/spil', 'games'],
    ['/spil/book-of-dead/spil', 'games'],
    ['/spil/kategori/slots', 'games'],
    ['/scratcher/gold', 'games'],
    ['/mine', 'games'],
    ['/mine/spil', 'games'],
    ['/mine/trofaeer', 'games'],
    ['/wins', 'games'],
    ['/mine/bonusser', 'profile'],
    ['/promocode', 'profile'],
    ['/profile', 'profile'],
    ['/profile/limits', 'profile'],
    ['/profile/payment/deposit', 'payments'],
    ['/profile/payment/receipt', 'payments'],
    ['/blog/search', 'support'],
    ['/legal/vilkaar-og-regler', 'support'],
    ['/help', 'support'],
    ['/chat', 'support'],
    ['/support/agent', 'support'],
  ])('sends %s to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('leaves unknown paths to the shell 404', () => {
    expect(ownerOf('/casino-royale')).toBeNull();
    expect(ownerOf('/profilex')).toBeNull();
  });
});
