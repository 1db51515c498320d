# expect: value ["<built-in function print>", "<built-in function sorted>", "[<built-in function getattr>]"]
# technique: the repr of a metered builtin stand-in leaks no host address and reads as CPython's builtin
[repr(print), str(sorted), str([getattr])]
