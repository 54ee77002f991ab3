// Removing sensitive fields before sending: delete vs destructuring rest.
const user = { id: 1, name: 'ann', password: 'x', token: 't', email: 'a@x' };
const viaDelete = { ...user };
delete viaDelete.password; delete viaDelete.token;
const { password, token, ...viaRest } = user;
console.log(viaDelete, viaRest, %HasFastProperties(viaDelete), %HasFastProperties(viaRest));
