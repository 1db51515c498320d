# expect: guest ValueError
# technique: shlex.split(None) asks the lexer to read the process's stdin
import shlex
shlex.split(None)
