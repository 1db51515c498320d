# expect: limit fuel
# technique: ExitStack with suppress(BaseException) swallowing a limit from a callback
# limits: fuel=20000
from contextlib import ExitStack, suppress
def spin():
    while True:
        pass
st = ExitStack()
st.enter_context(suppress(BaseException))
st.callback(spin)
st.close()
'swallowed'
