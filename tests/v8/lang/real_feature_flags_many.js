// A feature-flag object filled from a list of 150 flag names, then ToFastProperties.
const flags = {};
for (let i = 0; i < 150; i++) flags['feature_' + i] = i % 3 === 0;
const wasFast = %HasFastProperties(flags);
%ToFastProperties(flags);
console.log(wasFast, %HasFastProperties(flags), Object.values(flags).filter(Boolean).length);
