// Bitwise operators, shifts and flag sets built from them.
const READ = 1, WRITE = 2, EXEC = 4;
let perms = READ | EXEC;
console.log(perms, perms & WRITE, (perms & EXEC) !== 0, perms ^ READ, ~perms, -16 >> 2, -16 >>> 28, 1 << 31);
perms |= WRITE; perms &= ~READ;
console.log(perms, (255).toString(2).length, 0xff & 0x0f, 5.9 | 0, -5.9 | 0);
const flags = { mask: 0 }, twin = { mask: 0 };
flags.mask |= 1 << 31;
console.log(flags.mask, %HaveSameMap(flags, twin));
