# expect: value 'a,b'
# technique: unbound str.join on the class is admitted and plain
str.join(",", ["a", "b"])
