# expect: guest TypeError
# technique: case-insensitive back-reference over non-ASCII text, where the engines' folding differs
import re
re.search(r"(?i)(\w)\1", "ſs")
