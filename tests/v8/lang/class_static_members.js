// Static methods and fields are own properties of the class constructor.
class Cfg {
  static defaults = { debug: false };
  static count = 0;
  static make() { Cfg.count++; return new Cfg(); }
}
Cfg.make(); Cfg.make();
console.log(Cfg.count, Cfg.defaults, Object.keys(Cfg), %HasFastProperties(Cfg));
console.log(Object.getOwnPropertyNames(Cfg).sort().join(','));
