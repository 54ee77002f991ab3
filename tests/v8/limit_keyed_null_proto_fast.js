// A fast null-prototype object (setPrototypeOf) has the same keyed limit as {}: 19 fast, the 20th normalizes.
const o = Object.setPrototypeOf({}, null);
for (let i = 0; i < 19; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
const p = Object.setPrototypeOf({}, null);
for (let i = 0; i < 20; i++) p['j' + i] = i;
console.log(%HasFastProperties(p), Object.getPrototypeOf(p) === null);
