// Array.isArray vs array-likes; Array.from converts array-likes.
const like = { 0: 'a', 1: 'b', length: 2 };
console.log(Array.isArray([]), Array.isArray(like), Array.isArray(new Array(2)), Array.from(like));
console.log(Array.prototype.map.call(like, (x) => x + x), %HasFastProperties(like));
like.length = 3; like[2] = 'c';
console.log(Array.from(like).join(''), Object.keys(like));
