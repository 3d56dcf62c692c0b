import { render } from '@testing-library/react';
import ThemeEffects from './ThemeEffects.tsx';

// Spec section 4 (Theme): effects decorate the page and must never get in the player's way.
describe('theme effects layer', () => {
  it.each(['winter', 'halloween'] as const)('draws the %s layer hidden from assistive technology', (theme) => {
    const { container } = render(<ThemeEffects theme={theme} />);
    const layer = container.querySelector(`[data-theme-effects="${theme}"]`);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.querySelector('a, button, input, [tabindex]')).toBeNull();
  });
});
