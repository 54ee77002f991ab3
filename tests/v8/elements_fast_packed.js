// %HasFastPackedElements asks for a packed fast kind.
console.log(%HasFastPackedElements([1]), %HasFastPackedElements([1, , 2]), %HasFastPackedElements([1.5]), %HasFastPackedElements({}));
console.log(%HasSmiOrObjectElements([1]), %HasSmiOrObjectElements([1.5]), %HasSmiOrObjectElements(['a']));
