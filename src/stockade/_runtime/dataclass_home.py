"""The module a guest class names as its ``__module__`` while ``dataclasses`` processes it.

dataclasses reads ``sys.modules[cls.__module__].__dict__``: as the globals of the methods
it generates, and to recognise ``ClassVar``/``InitVar``/``KW_ONLY`` in string annotations.
A guest class's ``__module__`` is ``'__main__'`` or a file name, which would make it read
the host's modules; for the duration of ``dataclass()`` it names this module instead,
whose namespace holds nothing (guest_dataclasses resolves those annotations itself).
"""
