// One object-literal site run many times: every object keeps the keys and
// values it was given, and shares its map with the others as long as the
// values fit the fields; a double, a string and an object in the field move
// the site's later objects to the generalized map.
const made = [];
const values = [1, 2, 3, 2.5, 4, "s", 5, {}, 6];
for (let i = 0; i < values.length; i++) {
  made.push({ a: values[i], b: i, c: "c" + i });
}
for (let i = 0; i < made.length; i++) {
  const o = made[i];
  console.log(i, typeof o.a, o.b, o.c, Object.keys(o).join(","),
    %HasFastProperties(o), %HaveSameMap(o, made[made.length - 1]));
}
console.log(%HaveSameMap(made[0], made[1]), %HaveSameMap(made[4], made[6]));
// A literal site whose object later goes to dictionary mode does not take its
// later objects with it.
const kept = [];
for (let i = 0; i < 3; i++) {
  const o = { x: i, y: i };
  if (i === 1) delete o.x;
  kept.push(o);
}
console.log(%HasFastProperties(kept[0]), %HasFastProperties(kept[1]),
  %HasFastProperties(kept[2]), %HaveSameMap(kept[0], kept[2]), kept[2].x, kept[2].y);
