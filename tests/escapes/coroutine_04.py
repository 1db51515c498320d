# expect: guest AttributeError
# technique: format field {0.cr_frame} on a coroutine
async def f():
    pass
c = f()
"{0.cr_frame.f_globals}".format(c)
