// One store site meets the keys the engine answers itself (array `length`,
// `__proto__`, a function's `prototype` and `name`) on several receivers in
// turn: each store must take that key's own path every time, not a cache
// made by the first receiver.
function setLength(o, n) { o.length = n; }
const arrays = [{length: 9}, [1, 2, 3], [4, 5, 6, 7], {length: 2}, [8]];
for (const a of arrays) {
  setLength(a, 1);
  console.log(JSON.stringify(a), a.length);
}
function setProto(o, p) { o.__proto__ = p; }
const protoA = {tag: 'a'};
const protoB = {tag: 'b'};
const targets = [Object.create(null), {}, {}, {}];
for (let i = 0; i < targets.length; i++) {
  setProto(targets[i], i % 2 ? protoA : protoB);
  console.log(targets[i].tag, Object.keys(targets[i]).length);
}
function setPrototype(f, p) { f.prototype = p; }
function F() {}
function G() {}
const plain = {};
setPrototype(plain, {x: 0});
console.log(plain.prototype.x);
for (const [f, p] of [[F, {x: 1}], [G, {x: 2}], [F, {x: 3}]]) {
  setPrototype(f, p);
  console.log(new f().x, Object.getPrototypeOf(new f()) === p);
}
function setName(o, n) { o.name = n; }
const named = [{name: 'plain'}, function h() {}, {name: 'other'}, class K {}];
for (const o of named) {
  setName(o, 'renamed');
  console.log(o.name);
}
function strictSetName(o, n) { 'use strict'; o.name = n; }
for (const o of [{name: 'plain'}, function k() {}]) {
  try {
    strictSetName(o, 'renamed');
    console.log('stored', o.name);
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
