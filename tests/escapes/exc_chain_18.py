# expect: guest AttributeError
# technique: a non-str appended to __notes__ is not handed back (notes are strings)
e = ValueError("x")
e.add_note("first")
e.__notes__.append(len)
e.__notes__
