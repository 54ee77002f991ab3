// The same DTO mapper but always assigning every field (null when absent): one map for all.
function toDto(row) {
  return { id: row.id, email: row.email ?? null, phone: row.phone ?? null };
}
const rows = [{ id: 1, email: 'a@x' }, { id: 2, phone: '555' }, { id: 3, email: 'c@x', phone: '7' }, { id: 4 }];
const dtos = rows.map(toDto);
console.log(dtos.every((d) => %HaveSameMap(d, dtos[0])), %HasFastProperties(dtos[3]), dtos[3]);
