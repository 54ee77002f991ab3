// A plain object used as a hash map with delete: it goes dictionary and stays there.
const sessions = {};
for (let i = 0; i < 10; i++) sessions['sess_' + i] = { user: i };
const before = %HasFastProperties(sessions);
delete sessions.sess_3;
const afterDelete = %HasFastProperties(sessions);
sessions.sess_10 = { user: 10 };
console.log(before, afterDelete, %HasFastProperties(sessions), Object.keys(sessions).length);
const m = new Map(Object.entries(sessions));
m.delete('sess_4');
console.log(m.size, m.has('sess_3'));
