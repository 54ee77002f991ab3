// A class is built from its boilerplate (Runtime_DefineClass): its prototype is born on a copy of the Object function's map (MapCreate), and its constructor and prototype each end on a map of their own (InitialMap: init class constructor, init class prototype), so two classes with the same static members never share a map.
class F { constructor() { this.x = 1; } m() {} }
class G { static s() {} }
G.t = 1;
class H extends F {}
class K { static s() {} }
K.t = 1;
console.log(%HaveSameMap(G, K), %HasFastProperties(G), %HasFastProperties(F.prototype), %HasFastProperties(H.prototype));
console.log(Object.keys(G), Object.getOwnPropertyNames(G), Object.getOwnPropertyNames(F.prototype), Object.getPrototypeOf(H) === F);
