import { initials } from './initials.ts';

// Spec section 5: initials come from the first and last word of a full name.
describe('initials', () => {
  it.each([
    ['Anna Jensen', 'AJ'],
    ['Lars Løkke Rasmussen', 'LR'],
    ['anne-marie due hansen', 'AH'],
    ['  Søren   Ørsted  ', 'SØ'],
    ['Åse', 'Å'],
    ['æbelø', 'Æ'],
  ])('shows %p as %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('shows nothing for an empty name (%p)', (name) => {
    expect(initials(name)).toBe('');
  });

  it('takes a whole character, not half of one, from names outside the basic plane', () => {
    expect(initials('𝒜da Lovelace')).toBe('𝒜L');
  });
});
