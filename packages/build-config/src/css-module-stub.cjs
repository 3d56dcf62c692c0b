// CSS modules in tests: every class name maps to itself, so markup stays readable.
module.exports = new Proxy(
  {},
  { get: (_, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : String(key)) },
);
