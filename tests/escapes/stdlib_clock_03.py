# expect: guest BindingError
# technique: storing datetime.now and calling it later, inside a guest function
import datetime
now = datetime.datetime.now
def later(f):
    return f()
later(now)
