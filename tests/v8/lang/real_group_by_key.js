// Grouping orders by status into an object of arrays, then summarising totals.
const orders = [
  { id: 1, status: 'paid', total: 30 }, { id: 2, status: 'open', total: 12 },
  { id: 3, status: 'paid', total: 8 }, { id: 4, status: 'refunded', total: 5 },
];
const byStatus = {};
for (const o of orders) (byStatus[o.status] ??= []).push(o);
const totals = Object.fromEntries(Object.entries(byStatus).map(([k, list]) => [k, list.reduce((s, o) => s + o.total, 0)]));
console.log(Object.keys(byStatus), totals, %HasFastProperties(byStatus), %HasFastProperties(totals));
