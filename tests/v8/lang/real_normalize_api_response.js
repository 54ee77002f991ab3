// Normalizing an API response into byId/allIds tables.
const response = JSON.parse('{"posts":[{"id":"p1","title":"A","author":{"id":"u1","name":"ann"}},{"id":"p2","title":"B","author":{"id":"u2","name":"bo"}},{"id":"p3","title":"C","author":{"id":"u1","name":"ann"}}]}');
const state = { posts: { byId: {}, allIds: [] }, users: { byId: {}, allIds: [] } };
for (const p of response.posts) {
  state.posts.byId[p.id] = { id: p.id, title: p.title, author: p.author.id };
  state.posts.allIds.push(p.id);
  if (!(p.author.id in state.users.byId)) { state.users.byId[p.author.id] = p.author; state.users.allIds.push(p.author.id); }
}
console.log(JSON.stringify(state.users), state.posts.allIds);
console.log(%HasFastProperties(state.posts.byId), %HaveSameMap(state.posts.byId.p1, state.posts.byId.p3));
console.log(%HaveSameMap(response.posts[0], response.posts[2]), %HaveSameMap(state.posts, state.users));
