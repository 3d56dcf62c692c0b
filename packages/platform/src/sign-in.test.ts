// Issue "becoming a player": a visitor who signs up or logs in from a page comes back to it; from the login or
// sign-up pages themselves, to the front page (never round in a circle).
import { loginUrlFor, returnHereFrom, signUpUrlFor } from './sign-in.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the way back after sign-up or login', () => {
  it('is the page the visitor is on, with its query and fragment', () => {
    expect(returnHereFrom(at('/spil/hot-stars', '?fra=forside', '#regler'))).toBe('/spil/hot-stars?fra=forside#regler');
  });

  it('is the front page from the login and sign-up pages and their steps', () => {
    expect(returnHereFrom(at('/auth/login', '?callbackUrl=%2Fhelp'))).toBe('/');
    expect(returnHereFrom(at('/opret-konto'))).toBe('/');
    expect(returnHereFrom(at('/opret-konto/graenser'))).toBe('/');
  });

  it('travels as the callbackUrl of the login and sign-up addresses', () => {
    expect(loginUrlFor('/help?emne=konto')).toBe('/auth/login?callbackUrl=%2Fhelp%3Femne%3Dkonto');
    expect(signUpUrlFor('/help')).toBe('/opret-konto?callbackUrl=%2Fhelp');
  });
});
