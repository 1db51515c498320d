# expect: guest AttributeError
# technique: ag_code of an async generator through getattr with a name built at run time
async def agen():
    yield 1
getattr(agen(), "ag_" + "code")
