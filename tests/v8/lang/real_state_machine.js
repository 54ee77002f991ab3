// A state machine described by a nested transitions object.
const machine = {
  idle: { start: 'running' },
  running: { pause: 'paused', stop: 'idle' },
  paused: { resume: 'running', stop: 'idle' },
};
let state = 'idle';
const trail = [state];
for (const ev of ['start', 'pause', 'bogus', 'resume', 'stop']) { state = machine[state][ev] ?? state; trail.push(state); }
console.log(trail.join(' > '), %HasFastProperties(machine), %HaveSameMap(machine.running, machine.paused));
