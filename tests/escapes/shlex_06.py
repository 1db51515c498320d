# expect: compile STK-V002
# technique: reaching the lexer class's module globals through the split function's attributes
import shlex
shlex.split.__globals__["sys"].stdin
