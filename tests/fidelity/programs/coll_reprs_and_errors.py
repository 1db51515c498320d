from collections import Counter, OrderedDict, defaultdict, deque

dd = defaultdict(list)
dd["a"].append(1)
di = defaultdict(int, {"x": 2})
c = Counter("hello world")
od = OrderedDict([("b", 1), ("a", 2)])
dq = deque([1, 2, 3], maxlen=3)
dq.append(4)
lines = [repr(dd), repr(di), repr(c), repr(od), repr(dq), str(Counter()), repr(deque()), repr(defaultdict(None))]
for ln in lines:
    print(ln)
errors = []
for fn in (lambda: deque([1]).index(5), lambda: Counter(a=1)["zz"], lambda: OrderedDict().popitem(),
           lambda: deque().pop(), lambda: defaultdict(None)["k"], lambda: dq.remove(99), lambda: od.move_to_end("zz")):
    try:
        errors.append(("ok", fn()))
    except (KeyError, IndexError, ValueError) as e:
        errors.append((str(e), repr(e)))
(lines, errors, isinstance(c, dict), c == {"l": 3, "o": 2, "h": 1, "e": 1, " ": 1, "w": 1, "r": 1, "d": 1}, dq.maxlen)
