/* global document */
// Chips on the table: the stake drawn as a casino chip with its amount in kroner. A chip is presentation only
// (aria-hidden): the stake is read from the stake picker and the bet from its radio button, which stay the
// labelled controls.

/** A chip showing `amount` as the site writes it ('5 kr.', '1.000 kr.'), the number above its unit. */
export function chip(amount) {
  const element = document.createElement('span');
  element.className = 'chip';
  element.setAttribute('aria-hidden', 'true');
  const [value, ...unit] = amount.split(/\s/);
  for (const [className, text] of [
    ['chip-value', value],
    ['chip-unit', unit.join(' ')],
  ]) {
    const part = document.createElement('span');
    part.className = className;
    part.textContent = text;
    element.append(part);
  }
  return element;
}

/**
 * Keeps one chip on the chosen bet (the checked radio's label) showing the chosen stake, as the stake picker
 * writes it (its options are formatted by the server).
 */
export function chipOnChosenBet(radios, stake) {
  const place = () => {
    const label = radios.find((radio) => radio.checked)?.closest('label');
    for (const old of document.querySelectorAll('.chip.on-bet')) old.remove();
    if (!label) return;
    const placed = chip(stake.selectedOptions[0].textContent);
    placed.classList.add('on-bet');
    label.append(placed);
  };
  for (const radio of radios) radio.addEventListener('change', place);
  stake.addEventListener('change', place);
  place();
}
