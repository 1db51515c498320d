# expect: compile STK-V004
# technique: from html import entities (html admits escape, unescape and the parser submodule only)
from html import entities
