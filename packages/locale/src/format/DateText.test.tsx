import { render, screen } from '@testing-library/react';
import { DateText } from './DateText.ts';

// Spec section 9: the date component (Danish locale, long month, numeric year and day).
describe('<DateText>', () => {
  it('shows the Danish date in a machine-readable time element', () => {
    render(<DateText value="2026-11-22T13:05:00Z" />);
    const time = screen.getByText('22. november 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T13:05:00.000Z');
  });

  it('adds the time of day when asked', () => {
    render(<DateText value={new Date('2026-11-22T13:05:00Z')} withTime className="muted" />);
    expect(screen.getByText('22. november 2026 kl. 14.05')).toHaveClass('muted');
  });

  it.each([null, undefined, '', 'ukendt'])('shows nothing for a missing or invalid date (%p)', (value) => {
    const { container } = render(<DateText value={value} />);
    expect(container).toBeEmptyDOMElement();
  });
});
