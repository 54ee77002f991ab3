// && || ?? return operand values; ??= ||= &&= assign conditionally and keep the object fast.
console.log(0 || 'd', 0 ?? 'd', '' && 'x', null ?? undefined ?? 'last', 'a' && 'b', false || null);
const cfg = { retries: 0, name: '', debug: null };
cfg.retries ||= 3; cfg.name ??= 'x'; cfg.debug ??= false; cfg.extra &&= 1;
console.log(cfg, 'extra' in cfg, %HasFastProperties(cfg));
