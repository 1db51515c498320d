# expect: guest AttributeError
# technique: a Differ's stored callbacks (linejunk/charjunk) are no listed attribute, even when the program defines one of that name
import difflib
class Mine:
    linejunk = None
difflib.Differ(linejunk=len).linejunk
