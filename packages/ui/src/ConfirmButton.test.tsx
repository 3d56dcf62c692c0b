import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmButton } from './ConfirmButton.tsx';

function setup(props: { timeoutMs?: number; confirmText?: string } = {}) {
  const onConfirm = jest.fn();
  render(
    <>
      <ConfirmButton onConfirm={onConfirm} {...props}>
        Slet profil
      </ConfirmButton>
      <button type="button">Andet</button>
    </>,
  );
  return { onConfirm };
}

// Spec section 4 (Confirm button): the first click arms it and shows a confirmation text ('Are you
// sure?', in Danish, in the danger colour); the second click runs the action.
describe('confirm button', () => {
  it('spec 4: the first click only arms it and shows the Danish question in the danger colour', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const armed = screen.getByRole('button', { name: 'Er du sikker?' });
    expect(armed).toHaveAttribute('data-armed', 'true');
    expect(armed).toHaveClass('danger');
  });

  it('spec 4: the second click runs the action once and disarms', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Er du sikker?' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Slet profil' })).not.toHaveAttribute('data-armed');
  });

  it('spec 4: works from the keyboard: Enter arms, Enter again confirms', async () => {
    const { onConfirm } = setup();
    screen.getByRole('button', { name: 'Slet profil' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers it is armed and that another press confirms', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    expect(screen.getByText('Er du sikker? Tryk igen for at bekræfte.')).toHaveAttribute('aria-live', 'polite');
  });

  it('a double-click does not run the action', () => {
    const { onConfirm } = setup();
    const button = screen.getByRole('button', { name: 'Slet profil' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleName('Er du sikker?');
  });

  it('disarms when focus leaves it, so a later click only arms again', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Slet profil' })).not.toHaveAttribute('data-armed');
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disarms on Escape', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Slet profil' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disarms by itself after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const { onConfirm } = setup({ timeoutMs: 3000 });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Slet profil' }));
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('button', { name: 'Er du sikker?' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await user.click(screen.getByRole('button', { name: 'Slet profil' }));
      expect(onConfirm).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('spec 4: takes another confirmation text', async () => {
    setup({ confirmText: 'Ja, slet min profil' });
    await userEvent.click(screen.getByRole('button', { name: 'Slet profil' }));
    expect(screen.getByRole('button', { name: 'Ja, slet min profil' })).toBeInTheDocument();
  });
});
