"""The admitted stdlib batch (heapq, bisect, collections, copy, textwrap, statistics,
random): differential against CPython, metering of every C loop a guest could make
unbounded, and what may cross the door."""

from __future__ import annotations

import time
from typing import Any

import pytest

import stockade
from stockade import Limits

TIGHT = Limits(fuel=200_000, wall=1.0, memory=30_000_000)


def cpython(source: str) -> Any:
    """The value of the last expression of ``source`` under plain CPython."""
    lines = source.strip().splitlines()
    ns: dict[str, Any] = {}
    exec("\n".join(lines[:-1]), ns)
    return eval(lines[-1], ns)


DIFFERENTIAL = [
    # heapq
    "import heapq\nh = [5, 1, 8, 3]\nheapq.heapify(h)\nheapq.heappush(h, 0)\n[heapq.heappop(h) for _ in range(3)] + h",
    "import heapq\nh = [1, 4, 9]\n(heapq.heappushpop(h, 2), heapq.heapreplace(h, 7), h)",
    "import heapq\n(heapq.nlargest(2, [4, 1, 7, 3]), heapq.nsmallest(2, 'hello'), heapq.nlargest(1, [(1, 'a'), (3, 'b')]))",
    "import heapq\nlist(heapq.merge([1, 4, 9], [2, 3, 10], key=lambda x: x))",
    "import heapq\nheapq.nsmallest(3, range(10, 0, -1), key=lambda x: -x)",
    # bisect
    "import bisect\na = [1, 3, 3, 7]\n(bisect.bisect(a, 3), bisect.bisect_left(a, 3), bisect.bisect_right(a, 4))",
    "import bisect\na = []\nfor x in [5, 2, 9, 2]:\n    bisect.insort(a, x)\nbisect.insort_left(a, 4)\nbisect.insort_right(a, 4)\na",
    "import bisect\nbisect.bisect(range(0, 100, 5), 42)",
    # collections
    "from collections import Counter\nc = Counter('abracadabra')\n(c.most_common(3), sorted(c.elements()), c.total(), c['z'])",
    "from collections import Counter\na = Counter(a=3, b=1)\nb = Counter(a=1, b=2)\n(dict(a + b), dict(a - b), dict(a | b), dict(a & b), a == b, a <= a + b)",
    "from collections import Counter\nc = Counter(['x', 'y', 'x'])\nc.update({'x': 2})\nc.subtract('y')\n(repr(c), dict(-c), dict(+c))",
    "from collections import deque\nd = deque(range(10), maxlen=4)\nd.appendleft(-1)\nd.rotate(2)\nd.extend([7, 8])\n(list(d), d.maxlen, repr(d), d.count(8), d.pop(), d.popleft())",
    "from collections import deque\nd = deque('abc')\nd.extendleft('xy')\nd.insert(1, 'q')\nd.remove('a')\nd.reverse()\n(list(d), d.index('b'), d == deque('cbqxy'), list(d.copy() + deque('z')))",
    "from collections import defaultdict\nd = defaultdict(list)\nfor k, v in [('a', 1), ('b', 2), ('a', 3)]:\n    d[k].append(v)\n(dict(d), repr(defaultdict(int)), d.default_factory is list)",
    "from collections import OrderedDict\no = OrderedDict.fromkeys('abc', 0)\no.move_to_end('a')\no['d'] = 1\n(list(o), o.popitem(last=False), repr(o))",
    "from collections import OrderedDict, Counter, deque, defaultdict\n(isinstance(Counter(), dict), isinstance(OrderedDict(), dict), isinstance(deque(), deque), isinstance(Counter('a') + Counter('b'), Counter), (Counter('a') + Counter('b')).most_common())",
    # copy
    "import copy\nx = {'a': [1, 2], 'b': ({'c': 3},)}\ny = copy.deepcopy(x)\ny['a'].append(9)\n(x, y, copy.copy(x)['a'] is x['a'])",
    "import copy\nfrom collections import deque, Counter\n(list(copy.deepcopy(deque([1, [2]], maxlen=5))), copy.copy(Counter('aab')), copy.deepcopy(len) is len)",
    # textwrap
    "import textwrap\n(textwrap.wrap('The quick brown fox jumps over the lazy dog', 12), textwrap.fill('a b c d e f', width=3))",
    "import textwrap\n(textwrap.dedent('    x\\n      y\\n'), textwrap.indent('a\\nb', '> '), textwrap.shorten('Hello  world, this is long', 15))",
    # statistics
    "import statistics as s\n(s.mean([1, 2, 3, 4]), s.fmean([1.5, 2.5]), s.median([5, 1, 3]), s.median_low([1, 2, 3, 4]), s.median_high([1, 2, 3, 4]))",
    "import statistics as s\n(s.mode('aabbbc'), s.multimode('aabbc'), s.stdev([1.0, 2.0, 4.0]), s.pstdev([1, 2, 3]), s.variance([2, 4, 4, 4, 5]), s.pvariance([1, 2, 3, 4]))",
    "import statistics as s\n(s.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4), s.geometric_mean([1, 4]), s.harmonic_mean([40, 60]), s.mean(x * x for x in range(5)))",
    "import statistics as s\ntry:\n    s.mean([])\n    r = None\nexcept s.StatisticsError as e:\n    r = str(e)\nr",
    # print(file=...) into an in-memory buffer
    "import io\nb = io.StringIO()\nprint('a', 1, None, sep='-', end='!\\n', file=b)\nprint(*[1, 2], file=b, flush=True)\nprint(file=b)\nprint('z', file=None)\ntry:\n    print('x', file=io.BytesIO())\n    e = None\nexcept TypeError as exc:\n    e = str(exc)\nb.close()\ntry:\n    print('y', file=b)\nexcept ValueError as exc:\n    e2 = str(exc)\n(b.closed, e, e2)",
    "import io\nb = io.StringIO()\nprint('a', 'b', sep='', end='', file=b)\nprint(3.5, [1, 'x'], {'k': (1,)}, sep=' | ', file=b)\nb.getvalue()",
    # typing.overload
    "from typing import overload\n@overload\ndef f(x: int) -> int: ...\n@overload\ndef f(x: str) -> str: ...\ndef f(x):\n    return x * 2\n@overload\ndef g(x: int) -> int: ...\ntry:\n    g(1)\n    r = None\nexcept NotImplementedError as e:\n    r = str(e)\n(f(2), f('a'), g.__name__, r, g is overload(len))",
    # random (explicit seeds only: the module-level functions are compared below)
    "import random\nr = random.Random(42)\n(r.random(), r.randint(1, 100), r.choice('abcdef'), r.sample(range(100), 3), r.uniform(1, 2), r.gauss(0, 1), r.randrange(0, 50, 5))",
    "import random\nr = random.Random('seed')\nx = list(range(10))\nr.shuffle(x)\n(x, r.choices('abc', weights=[1, 2, 3], k=5), r.getrandbits(40), r.randbytes(4))",
    "import random\nr = random.Random(1)\nstate = r.getstate()\na = r.random()\nr.setstate(state)\nb = r.random()\nr.seed(7)\n(a == b, r.random(), r.triangular(0, 1), r.expovariate(2.0))",
]


@pytest.mark.parametrize("source", DIFFERENTIAL)
def test_same_value_as_cpython(source: str) -> None:
    assert stockade.eval(source) == cpython(source)


def test_module_level_random_is_seeded_zero_per_run() -> None:
    source = "import random\n(random.random(), random.randint(1, 6), random.sample(range(1000), 4))"
    reference = "import random\nr = random.Random(0)\n(r.random(), r.randint(1, 6), r.sample(range(1000), 4))"
    first = stockade.eval(source)
    assert first == stockade.eval(source) == cpython(reference)
    assert stockade.eval("import random\nrandom.seed(5)\nrandom.random()") == cpython(
        "import random\nrandom.Random(5).random()"
    )


@pytest.mark.parametrize(
    "source",
    [
        "import random\nrandom.Random()",
        "import random\nrandom.seed()",
        "import random\nrandom.seed(None)",
        "import random\nrandom.Random(3).seed(None)",
        "import random\nrandom.SystemRandom()",
    ],
)
def test_entropy_is_refused(source: str) -> None:
    with pytest.raises((stockade.GuestError, stockade.CompileError)):
        stockade.eval(source)


def test_counter_and_friends_cross_the_door_as_plain_dicts() -> None:
    value = stockade.eval(
        "from collections import Counter, OrderedDict, defaultdict\n"
        "d = defaultdict(lambda: 1 / 0)\nd['k'] = 1\n"
        "[Counter('aab'), OrderedDict(x=1), d]"
    )
    assert value == [{"a": 2, "b": 1}, {"x": 1}, {"k": 1}]
    assert [type(v) for v in value] == [dict, dict, dict]


def test_deque_cannot_cross_the_door() -> None:
    with pytest.raises(stockade.DoorError):
        stockade.eval("from collections import deque\ndeque([1])")


BOMBS = [
    "from collections import deque\ndeque(range(10**12), maxlen=1)",
    "from collections import deque\nimport itertools\ndeque(itertools.count(), maxlen=1)",
    "from collections import deque\nimport itertools\ndeque().extend(itertools.count())",
    "from collections import deque\nimport itertools\ndeque(maxlen=2).extendleft(itertools.repeat(0))",
    "from collections import Counter\nimport itertools\nCounter(itertools.repeat(1))",
    "from collections import Counter\nimport itertools\nCounter().update(itertools.count())",
    "from collections import Counter\nimport itertools\nCounter().subtract(itertools.cycle('ab'))",
    "from collections import Counter, deque\ndeque(Counter(a=10**18).elements(), maxlen=0)",
    "from collections import OrderedDict\nimport itertools\nOrderedDict(zip(itertools.count(), itertools.count()))",
    "from collections import defaultdict\nimport itertools\ndefaultdict(int, zip(itertools.count(), itertools.count()))",
    "from collections import deque\na = deque(); b = deque()\nfor i in range(60):\n    a = deque([a, a]); b = deque([b, b])\na == b",
    "from collections import Counter\na = Counter(); b = Counter()\nfor i in range(60):\n    a = Counter(x=a, y=a); b = Counter(x=b, y=b)\na <= b",
    "from collections import defaultdict\na = defaultdict(); b = defaultdict()\nfor i in range(60):\n    a = defaultdict(None, x=a, y=a); b = defaultdict(None, x=b, y=b)\na == b",
    "import heapq, itertools\nheapq.nlargest(3, itertools.count())",
    "import heapq\nheapq.nsmallest(3, range(10**12))",
    "import heapq, itertools\nlist(heapq.merge(itertools.count(), itertools.count()))",
    "import heapq, itertools\nfor x in heapq.merge(itertools.repeat(1)):\n    pass",
    "import statistics\nstatistics.mean(range(10**12))",
    "import statistics, itertools\nstatistics.fmean(itertools.repeat(1.0))",
    "import statistics\nstatistics.median(range(10**12))",
    "import statistics\nstatistics.quantiles([1, 2], n=10**9)",
    "import random\nrandom.choices([1, 2], k=10**9)",
    "import random\nrandom.Random(1).choices('ab', cum_weights=range(10**12), k=1)",
    "import random\nrandom.sample(range(10**12), 10**9)",
    "import random\nx = list(range(10**6))\nrandom.shuffle(x)",
    "import copy\nx = [list(range(100)) for _ in range(10000)]\ncopy.deepcopy(x)",
    "import textwrap\ntextwrap.wrap('a ' * 10**6, width=1)",
]


@pytest.mark.parametrize("source", BOMBS)
def test_c_loops_are_metered(source: str) -> None:
    t0 = time.process_time()
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.eval(source, limits=TIGHT)
    assert info.value.limit in ("fuel", "memory")
    assert time.process_time() - t0 < 2.0


def test_random_sample_of_a_huge_range_is_cheap_as_in_cpython() -> None:
    value = stockade.eval("import random\nrandom.Random(3).sample(range(10**12), 3)", limits=TIGHT)
    assert value == cpython("import random\nrandom.Random(3).sample(range(10**12), 3)")


@pytest.mark.parametrize(
    "source",
    [
        "import copy, json\ncopy.deepcopy(json)",
        "import copy, json\ncopy.copy(json)",
        "import copy, json\ncopy.deepcopy([json])",
        "import copy\ncopy.deepcopy([1], {})",
    ],
)
def test_refused_with_type_error(source: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(source)
    assert info.value.type_name == "TypeError"


def test_deepcopy_returns_functions_and_stand_ins_as_they_are() -> None:
    assert stockade.eval(
        "import copy, itertools\nf = lambda: 1\n(copy.deepcopy(f) is f, copy.deepcopy(itertools.chain) is itertools.chain)"
    ) == (True, True)


def test_namedtuple_is_admitted() -> None:
    assert stockade.eval("from collections import namedtuple\nP = namedtuple('P', 'x y')\nP(1, 2).y") == 2
