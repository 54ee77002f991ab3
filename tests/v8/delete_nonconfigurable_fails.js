const a = {x: 1};
Object.defineProperty(a, 'y', {value: 2, configurable: false});
console.log(delete a.y, %HasFastProperties(a), a.y);
