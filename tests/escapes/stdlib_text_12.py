# expect: compile STK-V003
# technique: SequenceMatcher internals (b2j holds host dicts; isjunk the callback)
import difflib
difflib.SequenceMatcher(None, "ab", "ba").b2j
