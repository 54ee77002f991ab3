// A DTO mapper that only sets optional fields when present: how many maps appear?
function toDto(row) {
  const dto = { id: row.id };
  if (row.email) dto.email = row.email;
  if (row.phone) dto.phone = row.phone;
  return dto;
}
const rows = [{ id: 1, email: 'a@x' }, { id: 2, phone: '555' }, { id: 3, email: 'c@x', phone: '7' }, { id: 4 }, { id: 5, email: 'e@x' }];
const dtos = rows.map(toDto);
const maps = [];
for (const d of dtos) if (!maps.some((m) => %HaveSameMap(m, d))) maps.push(d);
console.log(maps.length, %HaveSameMap(dtos[0], dtos[4]), JSON.stringify(dtos));
