// Arrow-function class fields are own properties per instance; instances share a map.
class Btn {
  label = 'ok';
  onClick = () => this.label + '!';
}
const a = new Btn(), b = new Btn();
b.label = 'cancel';
console.log(a.onClick(), b.onClick(), Object.keys(a), a.onClick === b.onClick);
console.log(%HaveSameMap(a, b), %HaveSameMap(a.onClick, b.onClick));
