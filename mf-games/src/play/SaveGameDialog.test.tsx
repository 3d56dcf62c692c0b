import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@casino/testing';
import { SaveGameDialog, type SaveGamePrompt } from './SaveGameDialog.tsx';

const prompt = (open: boolean, answer = jest.fn<SaveGamePrompt['answer']>()) => ({ open, close: () => {}, answer });

// Spec section 3 (save-game dialog): leaving a played game offers to keep it among the favourites. The dialog's
// code is not the play page's: it loads with the first close that asks.
describe('save-game dialog', () => {
  it('draws nothing until a close asks, then offers to save the game', async () => {
    const answer = jest.fn<SaveGamePrompt['answer']>();
    const view = renderWithProviders(<SaveGameDialog prompt={prompt(false, answer)} title="Hot Stars" />);
    expect(view.container).toBeEmptyDOMElement();
    view.rerender(<SaveGameDialog prompt={prompt(true, answer)} title="Hot Stars" />);
    const dialog = await screen.findByRole('dialog', { name: 'Gem spillet?' });
    expect(dialog).toHaveTextContent('Vil du gemme Hot Stars i dine favoritter');
    await userEvent.click(screen.getByRole('button', { name: 'Gem i favoritter' }));
    expect(answer).toHaveBeenCalledWith('save');
  });
});
