// String.prototype.normalize by ICU's data: NFC by default, NFD, NFKC and NFKD.
const samples = ['Abc', 'é', 'e\u0301', '\u1E9B\u0323', 'Å', '\uFB01', '①', 'ｶﾞ', '한국어', '\u0041\u030A\u0301', ''];
for (const s of samples) {
  console.log(JSON.stringify(s), ['NFC', 'NFD', 'NFKC', 'NFKD'].map((f) => [...s.normalize(f)].map((c) => c.codePointAt(0).toString(16)).join('.')).join(' | '), s.normalize() === s.normalize('NFC'));
}
for (const f of ['nfc', 'NFX', '', null]) { try { 'a'.normalize(f); } catch (e) { console.log(e.constructor.name, e.message); } }
console.log(String.prototype.normalize.length, 'a'.normalize(undefined), 'e\u0301' === 'é', 'e\u0301'.normalize() === 'é');
try { String.prototype.normalize.call(undefined); } catch (e) { console.log(e.constructor.name, e.message); }
