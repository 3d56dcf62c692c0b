import { welcomeToast } from './welcome-toast.ts';

// Spec section 2 (justLoggedIn=true: 'Velkommen tilbage {name}' with the last login date and time), section 6.
describe('welcome-back toast', () => {
  it('greets the player by name and says when they last logged in, in Danish time', () => {
    expect(welcomeToast({ name: 'Anna Jensen', lastLogin: '2026-11-22T13:05:00Z' })).toEqual({
      title: 'Velkommen tilbage Anna Jensen',
      description: 'Sidst logget ind 22. november 2026 kl. 14.05',
    });
  });

  it('leaves the description out when the last login is unknown or unreadable', () => {
    expect(welcomeToast({ name: 'Anna', lastLogin: null })?.description).toBeNull();
    expect(welcomeToast({ name: 'Anna', lastLogin: 'ukendt' })?.description).toBeNull();
  });

  it('still welcomes a player whose name is missing, without a dangling space', () => {
    expect(welcomeToast({ name: '  ', lastLogin: null })?.title).toBe('Velkommen tilbage');
    expect(welcomeToast({})?.title).toBe('Velkommen tilbage');
  });

  it('shows nothing without a logged-in profile', () => {
    expect(welcomeToast(null)).toBeNull();
    expect(welcomeToast(undefined)).toBeNull();
  });
});
