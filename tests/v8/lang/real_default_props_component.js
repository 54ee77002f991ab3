// React-like props merging: defaults spread then user props; extra props add transitions.
const defaultProps = { size: 'md', disabled: false, variant: 'primary' };
const render = (props) => ({ ...defaultProps, ...props });
const a = render({ size: 'lg' });
const b = render({ disabled: true });
const c = render({ onClick: 1 });
console.log(a, c, %HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(c));
