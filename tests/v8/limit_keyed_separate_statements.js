// Keyed stores through a variable key count like a keyed loop: the 20th add to {} normalizes.
let K;
const o = {};
K = 'a'; o[K] = 1; K = 'b'; o[K] = 2; K = 'c'; o[K] = 3; K = 'd'; o[K] = 4; K = 'e'; o[K] = 5;
K = 'f'; o[K] = 6; K = 'g'; o[K] = 7; K = 'h'; o[K] = 8; K = 'i'; o[K] = 9; K = 'j'; o[K] = 10;
K = 'k'; o[K] = 11; K = 'l'; o[K] = 12; K = 'm'; o[K] = 13; K = 'n'; o[K] = 14; K = 'o'; o[K] = 15;
K = 'p'; o[K] = 16; K = 'q'; o[K] = 17; K = 'r'; o[K] = 18; K = 's'; o[K] = 19;
console.log(%HasFastProperties(o));
K = 't'; o[K] = 20;
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)));
