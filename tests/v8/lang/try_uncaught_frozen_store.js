// An uncaught TypeError from a strict store into a frozen object ends the script.
'use strict';
const point = Object.freeze({ x: 1, y: 2 });
console.log(Object.isFrozen(point), %HasFastProperties(point));
point.x = 5;
console.log('not reached');
