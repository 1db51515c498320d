# expect: guest AttributeError
# technique: getattr with a default, hoping the refusal of __globals__ falls back silently (it must raise)
def f():
    pass
getattr(f, "__glo" + "bals__", None)
