// Paginated responses built by one helper share a map regardless of page contents.
function page(items, pageNo, size) {
  const start = (pageNo - 1) * size;
  return { data: items.slice(start, start + size), page: pageNo, total: items.length, hasMore: start + size < items.length };
}
const items = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
const p1 = page(items, 1, 3), p3 = page(items, 3, 3);
console.log(JSON.stringify(p1), JSON.stringify(p3), %HaveSameMap(p1, p3), %HasFastProperties(p3));
