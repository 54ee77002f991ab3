// A class with 15 computed getters: prototype fast? instance fast?
class Sensor {
  constructor() { this.raw = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]; }
  get g0() { return this.raw[0]; } get g1() { return this.raw[1]; } get g2() { return this.raw[2]; }
  get g3() { return this.raw[3]; } get g4() { return this.raw[4]; } get g5() { return this.raw[5]; }
  get g6() { return this.raw[6]; } get g7() { return this.raw[7]; } get g8() { return this.raw[8]; }
  get g9() { return this.raw[9]; } get g10() { return this.raw[10]; } get g11() { return this.raw[11]; }
  get g12() { return this.raw[12]; } get g13() { return this.raw[13]; } get g14() { return this.raw[14]; }
}
const s = new Sensor();
console.log(s.g0 + s.g14, %HasFastProperties(Sensor.prototype), %HasFastProperties(s));
