// JSON.parse of top-level primitives, and the SyntaxError message for bad input.
console.log(JSON.parse('1'), JSON.parse('"s"'), JSON.parse('true'), JSON.parse('null'), JSON.parse(' [ ] '));
try { JSON.parse('{bad}'); } catch (e) { console.log(e.name, e instanceof SyntaxError); }
try { JSON.parse(''); } catch (e) { console.log(e.name); }
console.log(typeof JSON.parse('1e3'), JSON.parse('"\\u0041"'), JSON.parse('[1,"2",[3]]'));
console.log(%HaveSameMap(JSON.parse('[1,2]'), [1, 2]), %HaveSameMap(JSON.parse('{}'), {}), %HasFastProperties(JSON.parse('{}')));
