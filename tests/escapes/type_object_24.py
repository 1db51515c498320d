# expect: guest TypeError
# technique: type() of a slice is the guest's slice, which refuses nesting slices in slices
type(slice(1))(slice(1), 2)
