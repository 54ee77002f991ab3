// Static initialization blocks run once at class definition and can add static properties.
class Registry {
  static items = [];
  static {
    for (let i = 0; i < 3; i++) this.items.push('item' + i);
    this.ready = true;
  }
}
console.log(Registry.items, Registry.ready, Object.keys(Registry));
console.log(%HasFastProperties(Registry));
