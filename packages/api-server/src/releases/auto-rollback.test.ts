import { failingCanary } from './auto-rollback.ts';

const settings = { errorMargin: 0.02, minPageViews: 200, minFailingCohorts: 5, minFailingAddresses: 3 };
const manySources = { cohorts: 10, addresses: 5 };

describe('when a canary counts as failing', () => {
  it('not before its cohort has had the minimum of page views, however bad its first errors', () => {
    expect(failingCanary({ views: 199, errors: 199, ...manySources }, { views: 5000, errors: 0 }, settings)).toBeNull();
  });

  it('once its error rate exceeds the stable one by more than the margin, saying both rates and who reported', () => {
    const reason = failingCanary({ views: 200, errors: 10, ...manySources }, { views: 2000, errors: 20 }, settings);
    expect(reason).toContain('error rate 5.0 % (10 in 200 page views) reported by 10 browsers from 5 addresses');
    expect(reason).toContain('1.0 % for the stable version (20 in 2000)');
    expect(reason).toContain('2.0 % margin');
    const oneAddress = { ...settings, minFailingAddresses: 1 };
    const fromOne = failingCanary(
      { views: 200, errors: 10, cohorts: 5, addresses: 1 },
      { views: 200, errors: 0 },
      oneAddress,
    );
    expect(fromOne).toContain('reported by 5 browsers from 1 address,');
  });

  it('not while it stays within the margin of the stable version, even when both fail often', () => {
    expect(
      failingCanary({ views: 400, errors: 60, ...manySources }, { views: 4000, errors: 560 }, settings),
    ).toBeNull();
  });

  it('not while its failures come from fewer browsers or fewer addresses than the minimum, however many', () => {
    const stable = { views: 2000, errors: 0 };
    expect(failingCanary({ views: 400, errors: 400, cohorts: 4, addresses: 5 }, stable, settings)).toBeNull();
    expect(failingCanary({ views: 400, errors: 400, cohorts: 50, addresses: 2 }, stable, settings)).toBeNull();
    expect(failingCanary({ views: 400, errors: 400, cohorts: 5, addresses: 3 }, stable, settings)).not.toBeNull();
  });
});
