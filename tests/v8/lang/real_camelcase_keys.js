// Converting snake_case API keys to camelCase by building a new object per record.
const toCamel = (s) => s.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const camelize = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [toCamel(k), v]));
const rows = JSON.parse('[{"user_id":1,"first_name":"a","is_active":true},{"user_id":2,"first_name":"b","is_active":false}]');
const out = rows.map(camelize);
console.log(out, %HaveSameMap(out[0], out[1]), %HasFastProperties(out[0]));
