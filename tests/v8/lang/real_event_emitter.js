// A tiny event emitter class: listeners stored in an object keyed by event name.
class Emitter {
  constructor() { this.listeners = {}; }
  on(evt, fn) { (this.listeners[evt] ||= []).push(fn); return this; }
  off(evt) { delete this.listeners[evt]; return this; }
  emit(evt, ...args) { return (this.listeners[evt] || []).map((fn) => fn(...args)); }
}
const e = new Emitter();
e.on('data', (x) => x * 2).on('data', (x) => x + 1).on('end', () => 'done');
console.log(e.emit('data', 5), e.emit('end'), %HasFastProperties(e.listeners));
e.off('data');
console.log(Object.keys(e.listeners), %HasFastProperties(e.listeners), %HasFastProperties(e));
