// Nested parsed objects: inner objects with the same keys share a map.
const data = JSON.parse('{"user":{"id":1,"tags":["a","b"]},"owner":{"id":2,"tags":[]}}');
console.log(%HaveSameMap(data.user, data.owner), data.user.tags, %HasFastProperties(data));
console.log(Object.keys(data), JSON.stringify(data.owner));
const other = JSON.parse('{"id":9,"tags":["z"]}');
console.log(%HaveSameMap(data.user, other), %HaveSameMap(data.user.tags, other.tags));
