# expect: door
# technique: return a StringIO object to the host
import io
io.StringIO("secret")
