"""The ABI: every name lowered code may reference besides the guest's own.

Invariant: lowered code calls only these hooks (all prefixed ``__sk_``), never a builtin or
module directly; the runtime (``stockade._runtime.state``) implements exactly this set,
and codegen checks every name in every emitted code object against it.

Rewrites, by example (``F`` is the run's meter, an iterator whose ``next`` is the tick):

    def f(x): body           ->  def f(x): __sk_next(__sk_F); body
    lambda x: e              ->  lambda x: __sk_next(__sk_F) or e
    for t in xs: body        ->  for __sk_f, t in __sk_zip(__sk_F, xs): body
    [e for t in xs]          ->  [e for __sk_f, t in __sk_zip(__sk_F, xs)]
    while c: body            ->  while __sk_next(__sk_F) or c: body
    a.b                      ->  __sk_ga(a, 'b')
    a.b(x)                   ->  __sk_ga(a, 'b')(x)   (lookup before the arguments, as CPython)
    n.b(x)   (n a name)      ->  __sk_gm(n, 'b')(n, x) (the same lookup; a callable taking n
                                 first: no bound method, CPython can inline the call)
    class C: def m(self, o): body  (body reads/stores attributes of self, o)
                             ->  def m(self, o): if __sk_own(__sk_F, spec, self, o): body with
                                 plain self.a / o.b  else: body lowered as everywhere
                                 (own ticks, then checks self and o are guest instances whose
                                 classes deny none of those names; see lower._fast_copy)
    n.b      (n a name)      ->  n.b if __sk_type(n) in __sk_S else __sk_ga(n, 'b')
    n.b(x)   (n a name)      ->  n.b(x) if __sk_type(n) in __sk_S else __sk_gm(n, 'b')(n, x)
                                 (plain opcodes for instances of guest classes that deny no
                                 name; small argument lists only; see lower, "typed receivers")
    a.b = v                  ->  __sk_sa(v, a, 'b')    (v first, then a: CPython's order)
    a.b += v / a.b, c = v / del a.b / for a.b in xs
                             ->  __sk_at(a)['b'] += v / ...   (a target object; same order)
    super()  (in a method)   ->  __sk_super(__class__, self)   (the implicit class cell)
    with m as t: body        ->  with __sk_with(__sk_F, m) as t: body
    class C(B): body         ->  unchanged (the guest's __build_class__ checks and marks it);
                                 inside a class every hook is spelt __sk_ga__ (CPython would
                                 mangle __sk_ga to _C__sk_ga)
    class C: def __init_subclass__(cls): body / def __set_name__(self, o, n): body
                             ->  def __sk_init_subclass__(...) / def __sk_set_name__(...)
                                 (class-creation hooks under names CPython never calls;
                                 the guest's __build_class__ calls them once the class is
                                 registered, see names.CLASS_CREATION_HOOKS)
    f(*xs) / [*xs]           ->  f(*__sk_it(xs)) / [*__sk_it(xs)]
    vars(x) / x.__dict__     ->  __sk_vars(x, 0) / __sk_vars(x, 1)   (only where the dict is
                                 read at once; a copy whose update writes through, see dict_reads)
    ~x                       ->  __sk_invert(x)   (unless x is an int literal)
    a ** b / a << b          ->  __sk_pow(a, b) / __sk_lshift(a, b)   (unless b is a small literal)
    '%*d' % v, f'{x:{w}}', s * n ->  unchanged: what they allocate is refused by the memory meter
    import m / from m import n -> m = __sk_import('m') / n = __sk_from('m', 'n')
    except E as e: body      ->  except (__sk_check(__sk_F) or E) as e: __sk_check(__sk_F); body
    finally: body            ->  finally: __sk_check(__sk_F); body
    raise X from Y           ->  raise __sk_cause(X, Y)   (X, then Y, evaluated as CPython does;
                                 the hook sets the cause and marks Y, see _runtime/chain.py)
    kv.get(k)                ->  __sk_b_2_kv_get(k)        (binding call, static)
    kv.fetch(k) in async def ->  __sk_a_2_kv_fetch(k)      (export is async def: an awaitable)
    async def f(): body      ->  @__sk_coro async def f(): __sk_next(__sk_F); body
    await x                  ->  await __sk_aw(x)
    async with m as t: body  ->  async with __sk_awith(__sk_F, m) as t: body
    async for t in it: body  ->  async for t in __sk_aiter(__sk_F, it): body
    [e async for t in it]    ->  [e async for t in __sk_aiter(__sk_F, it)]
    last expression (script) ->  __sk_result = expression
    case C(p, k=q): body     ->  case _ if (__sk_mp0 := __sk_mclass(lambda: C, 1, ('k',))) is None: pass
                                 case __sk_mp0(p, k=q): body
                                 (the hook checks what the pattern may read; see patterns.py)
    case a.b: body           ->  case _ if (__sk_mp1 := __sk_mvalue(lambda: a.b)) is None: pass
                                 case __sk_mp1(): body      (its instance check is `subject == a.b`)
"""

from __future__ import annotations

HOOKS: frozenset[str] = frozenset(
    {
        "__sk_F",  # the meter (fuel iterator)
        "__sk_next",  # builtins.next, for the tick
        "__sk_zip",  # builtins.zip, for loop ticks
        "__sk_ga",  # attribute read guard
        "__sk_gm",  # method-call guard: __sk_gm(n, 'm')(n, ...)
        "__sk_own",  # entry tick + receiver check of a function emitted twice (fast/guarded)
        "__sk_type",  # builtins.type, for the typed-receiver check
        "__sk_S",  # the run's set of guest classes whose instances read every plain name plainly
        "__sk_it",  # iterable guard for star-unpacking
        "__sk_pow",  # guarded **
        "__sk_lshift",  # guarded <<
        "__sk_invert",  # ~x (exact for bool without CPython's DeprecationWarning)
        "__sk_import",  # import a module facade
        "__sk_from",  # from-import one name
        "__sk_check",  # sticky limit check at handler/finally entry
        "__sk_cause",  # raise X from Y: instantiate, check, set and mark the cause
        "__sk_result",  # script-mode result slot
        "__sk_f",  # loop tick placeholder target
        "__sk_sa",  # attribute store guard: __sk_sa(value, obj, name)
        "__sk_at",  # attribute target guard: __sk_at(obj)[name] (= v, += v, del)
        "__sk_super",  # zero-argument super() in a method
        "__sk_with",  # the context manager wrapper of every with statement
        "__sk_mclass",  # checked class of a class pattern
        "__sk_mvalue",  # dotted value of a value pattern
        "__sk_aw",  # await guard: guest coroutines and the guest asyncio's futures only
        "__sk_coro",  # innermost decorator of async def: registers the coroutines it makes
        "__sk_awith",  # the asynchronous context manager wrapper of every async with
        "__sk_aiter",  # the metered, checked async iterator of every async for
        "__sk_vars",  # vars(x) / x.__dict__ read at once: a copy (dict_reads)
    }
)

# Class-body names of the class-creation hooks (names.CLASS_CREATION_HOOKS): bound in a
# class namespace only, never looked up as globals, so the runtime provides no value.
CLASS_HOOK_NAMES: frozenset[str] = frozenset({"__sk_init_subclass__", "__sk_set_name__", "__sk_annotations__"})

# Hidden names (``__sk_mp0``, ...) holding the hoisted classes and values of patterns.
PATTERN_TEMP_PREFIX = "__sk_mp"

BINDING_HOOK_PREFIX = "__sk_b_"
ASYNC_BINDING_HOOK_PREFIX = "__sk_a_"


def binding_hook(binding: str, export: str) -> str:
    """The hook name of one binding export: ``__sk_b_<binding>_<export>``.

    Binding and export names are identifiers without a leading underscore pair, so the
    composed name is unambiguous when the lengths are encoded too.
    """
    return f"{BINDING_HOOK_PREFIX}{len(binding)}_{binding}_{export}"


def async_binding_hook(binding: str, export: str) -> str:
    """The hook of an async export called from guest async code: returns an awaitable."""
    return f"{ASYNC_BINDING_HOOK_PREFIX}{len(binding)}_{binding}_{export}"


def is_abi_name(name: str) -> bool:
    """True if lowered code may reference ``name`` as a hook (also in its class-body
    spelling with a trailing ``__``, which CPython's name mangling leaves alone)."""
    if name in CLASS_HOOK_NAMES:
        return True
    if name.endswith("__") and len(name) > 7:
        name = name[:-2]
    if name in HOOKS or name.startswith((BINDING_HOOK_PREFIX, ASYNC_BINDING_HOOK_PREFIX)):
        return True
    return name.startswith(PATTERN_TEMP_PREFIX) and name[len(PATTERN_TEMP_PREFIX) :].isdigit()
