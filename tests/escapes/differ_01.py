# expect: limit fuel
# technique: Differ.compare over two large, wholly different line lists: the quadratic character-pair work is charged before the first line
# limits: fuel=10000000, wall=2
import difflib
a = [str(i) + "x" * 60 for i in range(4000)]
b = [str(i) + "y" * 60 for i in range(4000)]
next(iter(difflib.Differ().compare(a, b)))
