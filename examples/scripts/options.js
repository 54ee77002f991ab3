const defaults = {__proto__: null, host: 'localhost', port: 80};
const options = Object.setPrototypeOf({...defaults}, null);
options.path = '/';
console.log(%HasFastProperties(defaults), %HasFastProperties(options));
console.log(JSON.stringify(Reflect.ownKeys(options)));
