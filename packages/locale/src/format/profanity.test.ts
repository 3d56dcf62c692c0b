import { filterProfanity, profanityMask, swearWords } from './profanity.ts';
import { danishSwearWords, englishSwearWords } from './profanity-words.ts';

// Spec section 5: listed Danish and English swear words become '***': whole words, any case.
describe('profanity filter', () => {
  it('replaces Danish and English swear words', () => {
    expect(filterProfanity('Sikke noget lort')).toBe('Sikke noget ***');
    expect(filterProfanity('what the fuck, det var fandeme dårligt')).toBe('what the ***, det var *** dårligt');
  });

  it('ignores case, including Danish capitals', () => {
    expect(filterProfanity('LORT! Kraftedeme. RØVHUL')).toBe('***! ***. ***');
  });

  it('replaces every listed word', () => {
    for (const word of swearWords) expect(filterProfanity(`før ${word} efter`)).toBe(`før ${profanityMask} efter`);
  });

  it('lists about thirty words in each language', () => {
    expect(danishSwearWords.length).toBeGreaterThanOrEqual(30);
    expect(englishSwearWords.length).toBeGreaterThanOrEqual(30);
  });

  it.each(['pisk', 'piske', 'Scunthorpe', 'shitake', 'Dickens', 'lortestaden', 'spikes', 'hores'])(
    'leaves %p alone because it only contains a swear word',
    (word) => {
      expect(filterProfanity(`et ${word} her`)).toBe(`et ${word} her`);
    },
  );

  it('treats æ, ø and å as letters of the word, not as word boundaries', () => {
    expect(filterProfanity('pisø ølort pikå ærøv')).toBe('pisø ølort pikå ærøv');
    expect(filterProfanity('møgkælling')).toBe('***');
  });

  it('matches words written with decomposed Danish letters', () => {
    // 'å' typed as 'a' plus a combining ring (U+030A), as some keyboards and pastes produce it.
    expect(filterProfanity('din ta\u030abe', ['tåbe'])).toBe('din ***');
    expect(filterProfanity('pisa\u030a')).toBe('piså');
  });

  it('stops at punctuation, hyphens and digits around a word', () => {
    expect(filterProfanity('"Lort"-spil (shit) fuck!?')).toBe('"***"-spil (***) ***!?');
    expect(filterProfanity('lort2 2lort')).toBe('lort2 2lort');
  });

  it('can use another list of words', () => {
    expect(filterProfanity('sludder og vrøvl', ['vrøvl'])).toBe('sludder og ***');
    expect(filterProfanity('lort', [])).toBe('lort');
  });
});
