# expect: guest AttributeError
# technique: bound str.format used as a sorted() key function
sorted([1, 2], key="{0.__class__.__mro__}".format)
