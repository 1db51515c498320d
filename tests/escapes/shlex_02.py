# expect: compile STK-V003
# technique: shlex.shlex lexer object, whose sourcehook opens files and whose default stream is sys.stdin
import shlex
lex = shlex.shlex("a b", posix=True)
lex.sourcehook("/etc/passwd")
