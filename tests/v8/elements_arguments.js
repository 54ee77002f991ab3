// Unmapped arguments objects have PACKED_ELEMENTS; mapped ones sloppy-arguments elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
(function () { 'use strict'; console.log(k(arguments)); })(1, 2);
(function () { console.log(k(arguments)); })(1, 2);
(function (a) { console.log(k(arguments), %HasSloppyArgumentsElements(arguments)); })(1, 2);
