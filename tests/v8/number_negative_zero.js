// console.log shows -0; string conversion and JSON.stringify give 0; -0 === 0.
const z = -0;
console.log(z, 0 + z, z + z, 'x' + z, z === 0);
console.log(JSON.stringify(z), JSON.stringify({v: z}), JSON.stringify([z]));
