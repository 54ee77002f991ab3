// Parsing CSV text into row objects keyed by the header line.
const csv = 'id,name,score\n1,ann,90\n2,bob,72\n3,cy,88';
const [head, ...lines] = csv.split('\n');
const cols = head.split(',');
const rows = lines.map((l) => {
  const cells = l.split(',');
  const row = {};
  cols.forEach((c, i) => { row[c] = c === 'name' ? cells[i] : Number(cells[i]); });
  return row;
});
console.log(rows, %HaveSameMap(rows[0], rows[2]), %HaveSameMap(rows[0], { id: 1, name: 'x', score: 1 }));
