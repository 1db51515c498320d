# expect: limit fuel
# limits: fuel=20000
# technique: shlex.split of a long text: the per-character lexer loop in host Python is charged
import shlex
text = "a" * 1000000
len(shlex.split(text))
