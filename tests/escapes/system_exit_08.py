# expect: guest AttributeError
# technique: setattr of a method name (add_note) or an unlisted member on a builtin exception instance
e = ValueError(1)
setattr(e, "add_note", len)
