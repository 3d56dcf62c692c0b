// The player's bonus spins on a slot: "Brug bonusspin" plays the slot's spin as a bonus spin of the grant the
// page was served with. The server takes the grant's stake and counts the grant down; the count shown here is
// the one the server answers, so a retried or replayed spin never lowers it twice.

/** `spin(extra, busy)` is the slot's own spin, asked for with `extra` in the round request. */
export function freeSpins(kit, spin) {
  const { config, t, $, fill, kr } = kit;
  const button = $('free-spin');
  const count = $('free-spins-count');
  if (!button || !count || !config.freeSpins) return;
  const grant = { ...config.freeSpins };

  const show = () => {
    const left = grant.spinsLeft;
    const template = left === 1 ? t.freeSpins.haveOne : t.freeSpins.have;
    count.textContent = left > 0 ? fill(template, { count: left, value: kr(grant.spinValue) }) : t.freeSpins.noneLeft;
    button.disabled = left === 0;
  };

  button.addEventListener('click', async () => {
    const round = await spin({ freeSpin: { grantId: grant.grantId } }, [button]);
    if (round?.freeSpin) grant.spinsLeft = round.freeSpin.spinsLeft;
    show();
  });
  show();
}
