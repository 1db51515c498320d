/*
 * stockade._native: the meter that guest code ticks, and the allocator hook
 * that charges memory to it.
 *
 * INVARIANTS
 *  1. A Meter's trip is sticky. Once tripped it never un-trips, and every later
 *     tick, charge() and check() raises stop(kind) again, with the first kind.
 *     A tick never returns NULL without an exception set: to a for loop or
 *     next() that would read as StopIteration and end the guest's loop quietly.
 *  2. The allocator hook never changes block layout. It calls the original
 *     allocator with the caller's own arguments and only counts bytes
 *     (malloc_usable_size), so blocks allocated before the hook was installed,
 *     or while no meter was active, are freed correctly.
 *  3. The hooks may run without the GIL, on any thread. They touch only the
 *     plain C counters of this thread's current meter, never Python objects.
 *     A started meter holds a reference to itself until stop(), so the
 *     thread-local pointer to it can never dangle.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <dlfcn.h>
#endif

#if PY_VERSION_HEX < 0x030C0000
#include <structmember.h> /* 3.12+: in Python.h as Py_T_OBJECT_EX / Py_READONLY */
#define Py_T_OBJECT_EX T_OBJECT_EX
#define Py_READONLY READONLY
#endif

#if defined(__linux__) && !defined(Py_DEBUG)
#include <malloc.h> /* malloc_usable_size (glibc, musl) */
#define HAVE_MEMORY_HOOK 1
#else
#define HAVE_MEMORY_HOOK 0 /* MEMORY_HOOK_OK is False: no memory limit */
#endif

/* Depth of the current thread's Python stack, as CPython's recursion check
 * counts it. 3.11 counts Python frames and C recursion together; 3.12+ counts
 * Python frames alone. Only differences of two readings are used. */
static inline int
stack_depth(void)
{
    PyThreadState *ts = PyThreadState_Get();
#if PY_VERSION_HEX >= 0x030C0000
    return ts->py_recursion_limit - ts->py_recursion_remaining;
#else
    return ts->recursion_limit - ts->recursion_remaining;
#endif
}

/* 3.12+ keeps a separate budget for C recursion (a Python call made from C, a slot, a
 * builtin calling back): CPython raises a RecursionError the guest could catch when it
 * runs out, which can come before the Python depth limit (lru_cache'd recursion through
 * min() over a generator: about six units a level, 1500 units on 3.12). The tick trips
 * the recursion limit while this much of it is left; between two ticks the guest cannot
 * spend more than a few units (every guest frame begins with a tick). */
#define C_RECURSION_MARGIN 100

/* The tick's depth check: deeper than the cap, or (3.12+) the C-recursion budget nearly
 * spent. One read of the thread state (3.11 counts C recursion in its one counter). */
static inline int
too_deep(int depth_cap)
{
    PyThreadState *ts = PyThreadState_Get();
#if PY_VERSION_HEX >= 0x030C0000
    return ts->py_recursion_limit - ts->py_recursion_remaining > depth_cap
           || ts->c_recursion_remaining < C_RECURSION_MARGIN;
#else
    return ts->recursion_limit - ts->recursion_remaining > depth_cap;
#endif
}

#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define WALL_EVERY 1024 /* ticks between two readings of the clock; power of 2 */

static PyObject *S_fuel, *S_recursion, *S_wall, *S_memory; /* interned kinds */

typedef struct Meter {
    PyObject_HEAD
    /* Read by every tick. */
    int alarm;           /* nonzero: tripped, or memory over budget: slow path */
    int raised;          /* the stop exception was raised at least once */
    int marked;          /* mark() (the wall-clock watchdog) tripped it from outside */
    int depth_cap;       /* base_depth + recursion: deepest allowed stack */
    long long fuel_left; /* goes below zero only on the tick/charge that trips */
    unsigned int ticks;  /* the clock is read when ticks % WALL_EVERY == 0 */
    double deadline;     /* CLOCK_MONOTONIC seconds (= time.monotonic()); 0: none */
    /* Written by the allocator hook, on the thread that started the meter. */
    int64_t mem_used;    /* signed: frees of older blocks can take it below 0 */
    int64_t mem_peak;
    int64_t mem_limit;
    int mem_over;        /* an allocation was refused for lack of budget */
    /* Cold. */
    long long fuel;      /* granted */
    int recursion;       /* allowed depth above base_depth */
    int base_depth;      /* stack_depth() at start(); 0 if never started */
    PyObject *stop;      /* stop(kind) -> BaseException instance */
    PyObject *kind;      /* str once tripped, else NULL; never cleared */
    struct Meter *prev;  /* the thread's current meter before start() */
    unsigned long owner; /* thread that called start() */
    int started;
    int paused;          /* pause() nesting count */
} Meter;

typedef struct {
    PyObject_HEAD
    Meter *meter;
    PyObject *it;
} MeteredIterator;

static PyTypeObject MeterType, MeteredIteratorType;

/* The meter charged for this thread's allocations, or NULL. */
static _Thread_local Meter *current;

static double
monotonic(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ trip */

/* Record a trip; the first kind wins. A memory refusal recorded by the hook
 * (which may not create Python objects) counts as earlier than any trip. */
static void
set_kind(Meter *m, PyObject *kind)
{
    if (m->kind == NULL)
        m->kind = Py_NewRef(m->mem_over ? S_memory : kind);
    m->alarm = 1;
}

/* Raise stop(m->kind). Always returns NULL with an exception set. */
static PyObject *
raise_stop(Meter *m)
{
    PyObject *stop = m->stop, *exc;
    int was_current = (current == m);

    if (m->kind == NULL)
        set_kind(m, S_memory); /* alarm without kind: the hook flagged memory */
    m->raised = 1;
    if (stop == NULL) {        /* cleared by the GC: cannot happen in a live run */
        PyErr_SetString(PyExc_SystemError, "stockade meter has no stop callable");
        return NULL;
    }
    /* Build the exception unaccounted, so a spent memory budget cannot stop
     * us from raising it. */
    if (was_current)
        current = NULL;
    Py_INCREF(stop);
    exc = PyObject_CallOneArg(stop, m->kind);
    Py_DECREF(stop);
    if (was_current && current == NULL && m->started && !m->paused)
        current = m;
    if (exc == NULL)
        return NULL; /* stop() raised: propagate that */
    if (!PyExceptionInstance_Check(exc)) {
        PyErr_Format(PyExc_TypeError,
                     "meter stop callable must return an exception instance, not %.100s",
                     Py_TYPE(exc)->tp_name);
    }
    else {
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    }
    Py_DECREF(exc);
    return NULL;
}

static PyObject *
trip(Meter *m, PyObject *kind)
{
    set_kind(m, kind);
    return raise_stop(m);
}

/* ------------------------------------------------------------------ tick */

/* THE TICK: 0 to go on, -1 with the stop exception set. */
static inline int
tick(Meter *m)
{
    PyObject *kind;

    if (UNLIKELY(m->alarm)) {
        raise_stop(m); /* sticky: tripped before (or memory flagged) */
        return -1;
    }
    if (UNLIKELY(--m->fuel_left < 0))
        kind = S_fuel;
    else if (UNLIKELY(too_deep(m->depth_cap)))
        kind = S_recursion;
    else if (UNLIKELY((++m->ticks & (WALL_EVERY - 1)) == 0) && m->deadline > 0.0
             && monotonic() > m->deadline)
        kind = S_wall;
    else
        return 0;
    trip(m, kind);
    return -1;
}

static PyObject *
Meter_next(Meter *m)
{
    if (tick(m) < 0)
        return NULL;
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------------ Meter */

static PyObject *
Meter_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"fuel", "recursion", "deadline", "memory", "stop", NULL};
    long long fuel, memory;
    int recursion;
    double deadline;
    PyObject *stop;
    Meter *m;

    if (!PyArg_ParseTupleAndKeywords(args, kw, "LidLO:Meter", kwlist, &fuel, &recursion,
                                     &deadline, &memory, &stop))
        return NULL;
    if (fuel < 0 || recursion < 0 || memory < 0 || !(deadline >= 0.0)) {
        PyErr_SetString(PyExc_ValueError,
                        "Meter: fuel, recursion, memory and deadline must be >= 0");
        return NULL;
    }
    if (!PyCallable_Check(stop)) {
        PyErr_SetString(PyExc_TypeError, "Meter: stop must be callable");
        return NULL;
    }
    m = (Meter *)type->tp_alloc(type, 0); /* zero-filled, GC-tracked */
    if (m == NULL)
        return NULL;
    m->fuel = m->fuel_left = fuel;
    m->recursion = m->depth_cap = recursion;
    m->deadline = deadline;
    m->mem_limit = memory;
    m->stop = Py_NewRef(stop);
    return (PyObject *)m;
}

static int
Meter_traverse(Meter *m, visitproc visit, void *arg)
{
    Py_VISIT(m->stop);
    return 0;
}

static int
Meter_clear(Meter *m)
{
    Py_CLEAR(m->stop); /* not m->kind: a str cannot be in a cycle, and it is sticky */
    return 0;
}

static void
Meter_dealloc(Meter *m)
{
    /* A started meter owns a reference to itself: it is never current here. */
    PyObject_GC_UnTrack(m);
    Py_CLEAR(m->stop);
    Py_CLEAR(m->kind);
    Py_TYPE(m)->tp_free((PyObject *)m);
}

static PyObject *
Meter_charge(Meter *m, PyObject *arg)
{
    int overflow;
    long long n;

    if (!PyLong_Check(arg))
        return PyErr_Format(PyExc_TypeError, "charge() takes an int, not %.100s",
                            Py_TYPE(arg)->tp_name);
    n = PyLong_AsLongLongAndOverflow(arg, &overflow);
    if (n == -1 && PyErr_Occurred())
        return NULL;
    if (overflow > 0)
        n = LLONG_MAX; /* more than any budget: exhausts it */
    if (m->alarm)
        return raise_stop(m);
    if (n < 0 || overflow < 0) {
        PyErr_SetString(PyExc_ValueError, "charge() of a negative amount");
        return NULL;
    }
    m->fuel_left -= n; /* fuel_left >= 0 here, so this cannot overflow */
    if (m->fuel_left < 0)
        return trip(m, S_fuel);
    /* A bulk charge stands for much work: read the clock every time. */
    if (m->deadline > 0.0 && monotonic() > m->deadline)
        return trip(m, S_wall);
    Py_RETURN_NONE;
}

static PyObject *
Meter_check(Meter *m, PyObject *Py_UNUSED(ignored))
{
    if (m->alarm)
        return raise_stop(m);
    Py_RETURN_NONE;
}

/* Copy to an exact str, so stop() and `tripped` always see a plain str. */
static PyObject *
as_kind(PyObject *kind)
{
    if (!PyUnicode_Check(kind))
        return PyErr_Format(PyExc_TypeError, "kind must be str, not %.100s",
                            Py_TYPE(kind)->tp_name);
    return PyUnicode_FromObject(kind);
}

static PyObject *
Meter_trip(Meter *m, PyObject *kind)
{
    if ((kind = as_kind(kind)) == NULL)
        return NULL;
    set_kind(m, kind);
    Py_DECREF(kind);
    return raise_stop(m);
}

static PyObject *
Meter_mark(Meter *m, PyObject *kind)
{
    if ((kind = as_kind(kind)) == NULL)
        return NULL;
    /* "ended" (the run returned) replaces an earlier trip: guest code finalised later (a
     * generator suspended in a handler or a with block) must see that its run is over and
     * close quietly, not raise the old limit where nobody can catch it. */
    if (m->kind != NULL && PyUnicode_Check(kind) && PyUnicode_CompareWithASCIIString(kind, "ended") == 0)
        Py_CLEAR(m->kind);
    set_kind(m, kind);
    m->marked = 1;
    Py_DECREF(kind);
    Py_RETURN_NONE;
}

static PyObject *
Meter_wrap(Meter *m, PyObject *iterable)
{
    PyObject *it = PyObject_GetIter(iterable);
    MeteredIterator *mi;

    if (it == NULL)
        return NULL;
    mi = PyObject_GC_New(MeteredIterator, &MeteredIteratorType);
    if (mi == NULL) {
        Py_DECREF(it);
        return NULL;
    }
    mi->meter = (Meter *)Py_NewRef(m);
    mi->it = it;
    PyObject_GC_Track(mi);
    return (PyObject *)mi;
}

static int
owned_here(Meter *m, const char *what)
{
    if (m->owner != PyThread_get_thread_ident()) {
        PyErr_Format(PyExc_RuntimeError, "Meter.%s() on a thread other than start()'s", what);
        return 0;
    }
    return 1;
}

static PyObject *
Meter_start(Meter *m, PyObject *Py_UNUSED(ignored))
{
    if (m->started) {
        PyErr_SetString(PyExc_RuntimeError, "Meter.start(): already started");
        return NULL;
    }
    m->base_depth = stack_depth();
    m->depth_cap = m->recursion > INT_MAX - m->base_depth ? INT_MAX
                                                          : m->base_depth + m->recursion;
    m->owner = PyThread_get_thread_ident();
    m->prev = current;
    m->started = 1;
    m->paused = 0;
    Py_INCREF(m); /* dropped by stop(): `current` never dangles */
    current = m;
    Py_RETURN_NONE;
}

static PyObject *
Meter_stop(Meter *m, PyObject *Py_UNUSED(ignored))
{
    if (!m->started) {
        PyErr_SetString(PyExc_RuntimeError, "Meter.stop(): not started");
        return NULL;
    }
    if (!owned_here(m, "stop"))
        return NULL;
    if (current != (m->paused ? NULL : m)) {
        PyErr_SetString(PyExc_RuntimeError, "Meter.stop(): a meter started later is still on");
        return NULL;
    }
    current = m->prev;
    m->prev = NULL;
    m->started = 0;
    m->paused = 0;
    Py_DECREF(m); /* the caller still holds one */
    Py_RETURN_NONE;
}

/* pause()/resume() nest; both are no-ops on a meter that is not started. */
static PyObject *
Meter_pause(Meter *m, PyObject *Py_UNUSED(ignored))
{
    if (!m->started)
        Py_RETURN_NONE;
    if (!owned_here(m, "pause"))
        return NULL;
    if (m->paused == 0) {
        if (current != m) {
            PyErr_SetString(PyExc_RuntimeError, "Meter.pause(): not the innermost meter");
            return NULL;
        }
        current = NULL;
    }
    m->paused++;
    Py_RETURN_NONE;
}

static PyObject *
Meter_resume(Meter *m, PyObject *Py_UNUSED(ignored))
{
    if (!m->started || m->paused == 0)
        Py_RETURN_NONE;
    if (!owned_here(m, "resume"))
        return NULL;
    if (m->paused == 1) {
        if (current != NULL) {
            PyErr_SetString(PyExc_RuntimeError, "Meter.resume(): a meter started later is on");
            return NULL;
        }
        current = m;
    }
    m->paused--;
    Py_RETURN_NONE;
}

static PyObject *
no_pickle(PyObject *self, PyObject *Py_UNUSED(ignored))
{
    return PyErr_Format(PyExc_TypeError, "cannot pickle '%.100s' object", Py_TYPE(self)->tp_name);
}

static PyObject *
Meter_get_tripped(Meter *m, void *Py_UNUSED(c))
{
    if (m->kind == NULL && m->mem_over)
        set_kind(m, S_memory);
    return Py_NewRef(m->kind ? m->kind : Py_None);
}

/* fuel_used = granted - left. It exceeds the grant only after a fuel trip, by
 * the overshoot of the tick (1) or charge(n) that tripped. */
static PyObject *
Meter_get_fuel_used(Meter *m, void *Py_UNUSED(c))
{
    return PyLong_FromLongLong(m->fuel - m->fuel_left);
}

static PyObject *
Meter_get_fuel_left(Meter *m, void *Py_UNUSED(c))
{
    return PyLong_FromLongLong(m->fuel_left > 0 ? m->fuel_left : 0);
}

static PyObject *
Meter_get_memory_current(Meter *m, void *Py_UNUSED(c))
{
    return PyLong_FromLongLong(m->mem_used);
}

static PyObject *
Meter_get_memory_peak(Meter *m, void *Py_UNUSED(c))
{
    return PyLong_FromLongLong(m->mem_peak);
}

static PyObject *
Meter_get_memory_limit(Meter *m, void *Py_UNUSED(c))
{
    return PyLong_FromLongLong(m->mem_limit);
}

static PyObject *
Meter_get_deadline(Meter *m, void *Py_UNUSED(c))
{
    return PyFloat_FromDouble(m->deadline);
}

/* A resumed run moves its deadline once replay has caught up (replay is not
 * charged). Only a later or earlier finite time >= 0 is accepted. */
static int
Meter_set_deadline(Meter *m, PyObject *value, void *Py_UNUSED(c))
{
    double d;
    if (value == NULL) {
        PyErr_SetString(PyExc_AttributeError, "cannot delete deadline");
        return -1;
    }
    d = PyFloat_AsDouble(value);
    if (d == -1.0 && PyErr_Occurred())
        return -1;
    if (!(d >= 0.0)) {
        PyErr_SetString(PyExc_ValueError, "deadline must be >= 0");
        return -1;
    }
    m->deadline = d;
    return 0;
}

static PyMethodDef Meter_methods[] = {
    {"charge", (PyCFunction)Meter_charge, METH_O, "charge(n, /): spend n fuel at once."},
    {"check", (PyCFunction)Meter_check, METH_NOARGS, "Raise stop(kind) if tripped."},
    {"trip", (PyCFunction)Meter_trip, METH_O, "trip(kind, /): trip (first kind wins) and raise."},
    {"mark", (PyCFunction)Meter_mark, METH_O, "mark(kind, /): trip without raising."},
    {"wrap", (PyCFunction)Meter_wrap, METH_O, "wrap(iterable, /): iterator ticking per item."},
    {"start", (PyCFunction)Meter_start, METH_NOARGS, "Charge this thread's memory here."},
    {"stop", (PyCFunction)Meter_stop, METH_NOARGS, "Undo start()."},
    {"pause", (PyCFunction)Meter_pause, METH_NOARGS, "Suspend memory accounting (nests)."},
    {"resume", (PyCFunction)Meter_resume, METH_NOARGS, "Undo one pause()."},
    {"__reduce__", no_pickle, METH_NOARGS, NULL},
    {NULL},
};

static PyGetSetDef Meter_getset[] = {
    {"tripped", (getter)Meter_get_tripped, NULL, "The trip's kind (str), or None."},
    {"fuel_used", (getter)Meter_get_fuel_used, NULL, "Fuel spent (see the C source)."},
    {"fuel_left", (getter)Meter_get_fuel_left, NULL, "Fuel remaining, >= 0."},
    {"memory_current", (getter)Meter_get_memory_current, NULL, "Bytes accounted now."},
    {"memory_peak", (getter)Meter_get_memory_peak, NULL, "Highest memory_current."},
    {"memory_limit", (getter)Meter_get_memory_limit, NULL, "The memory budget."},
    {"deadline", (getter)Meter_get_deadline, (setter)Meter_set_deadline, "time.monotonic() deadline; 0.0: none."},
    {NULL},
};

static PyTypeObject MeterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "stockade._native.Meter",
    .tp_doc = "Meter(fuel, recursion, deadline, memory, stop): next() is the tick.",
    .tp_basicsize = sizeof(Meter),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, /* no BASETYPE: final */
    .tp_new = Meter_new,
    .tp_dealloc = (destructor)Meter_dealloc,
    .tp_traverse = (traverseproc)Meter_traverse,
    .tp_clear = (inquiry)Meter_clear,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = (iternextfunc)Meter_next,
    .tp_methods = Meter_methods,
    .tp_getset = Meter_getset,
};

/* ------------------------------------------------------- MeteredIterator */

static PyObject *
MI_next(MeteredIterator *mi)
{
    if (mi->meter == NULL || mi->it == NULL) {
        PyErr_SetString(PyExc_SystemError, "metered iterator was cleared");
        return NULL;
    }
    PyObject *item;

    if (tick(mi->meter) < 0)
        return NULL;
    /* Guests can nest lazy iterators (map over map over ...) as deep as memory allows;
     * pulling an item then recurses in C. Every other level of such a chain is a
     * MeteredIterator, so this guard turns a C stack overflow into RecursionError. */
    if (Py_EnterRecursiveCall(" in a metered iterator"))
        return NULL;
    item = (*Py_TYPE(mi->it)->tp_iternext)(mi->it); /* NULL, no error: exhausted */
    Py_LeaveRecursiveCall();
    return item;
}

static int
MI_traverse(MeteredIterator *mi, visitproc visit, void *arg)
{
    Py_VISIT(mi->meter);
    Py_VISIT(mi->it);
    return 0;
}

static int
MI_clear(MeteredIterator *mi)
{
    Py_CLEAR(mi->meter);
    Py_CLEAR(mi->it);
    return 0;
}

static void
MI_dealloc(MeteredIterator *mi)
{
    PyObject_GC_UnTrack(mi);
    Py_TRASHCAN_BEGIN(mi, MI_dealloc)
    MI_clear(mi);
    PyObject_GC_Del(mi);
    Py_TRASHCAN_END
}

static PyMethodDef MI_methods[] = {
    {"__reduce__", no_pickle, METH_NOARGS, NULL},
    {NULL},
};

static PyTypeObject MeteredIteratorType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "stockade._native.MeteredIterator",
    .tp_doc = "Iterator returned by Meter.wrap(): one tick, then the next item.",
    .tp_basicsize = sizeof(MeteredIterator),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, /* no tp_new: made by wrap() */
    .tp_dealloc = (destructor)MI_dealloc,
    .tp_traverse = (traverseproc)MI_traverse,
    .tp_clear = (inquiry)MI_clear,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = (iternextfunc)MI_next,
    .tp_methods = MI_methods,
};

/* ----------------------------------------------------------- memory hook */

#if HAVE_MEMORY_HOOK
static PyMemAllocatorEx raw_orig;
static PyObjectArenaAllocator arena_orig;

/* 0 if n more bytes fit m's budget; else flag m and return -1. */
static int
reserve(Meter *m, size_t n)
{
    if (n > (size_t)INT64_MAX || m->mem_used > m->mem_limit - (int64_t)n) {
        m->mem_over = 1;
        m->alarm = 1;
        return -1;
    }
    return 0;
}

static void
account(Meter *m, int64_t delta)
{
    m->mem_used += delta;
    if (m->mem_used > m->mem_peak)
        m->mem_peak = m->mem_used;
}

static void *
hook_malloc(void *ctx, size_t n)
{
    Meter *m = current;
    void *p;

    if (m == NULL)
        return raw_orig.malloc(raw_orig.ctx, n);
    if (reserve(m, n) < 0)
        return NULL; /* CPython turns this into MemoryError */
    p = raw_orig.malloc(raw_orig.ctx, n);
    if (p != NULL)
        account(m, (int64_t)malloc_usable_size(p));
    return p;
}

static void *
hook_calloc(void *ctx, size_t nelem, size_t elsize)
{
    Meter *m = current;
    void *p;

    if (m == NULL || (elsize != 0 && nelem > SIZE_MAX / elsize))
        return raw_orig.calloc(raw_orig.ctx, nelem, elsize); /* overflow: it fails */
    if (reserve(m, nelem * elsize) < 0)
        return NULL;
    p = raw_orig.calloc(raw_orig.ctx, nelem, elsize);
    if (p != NULL)
        account(m, (int64_t)malloc_usable_size(p));
    return p;
}

static void *
hook_realloc(void *ctx, void *p, size_t n)
{
    Meter *m = current;
    size_t old;
    void *q;

    if (m == NULL)
        return raw_orig.realloc(raw_orig.ctx, p, n);
    old = p != NULL ? malloc_usable_size(p) : 0;
    if (n > old && reserve(m, n - old) < 0)
        return NULL; /* the old block stays valid, as realloc promises */
    q = raw_orig.realloc(raw_orig.ctx, p, n);
    if (q != NULL)
        account(m, (int64_t)malloc_usable_size(q) - (int64_t)old);
    return q;
}

static void
hook_free(void *ctx, void *p)
{
    Meter *m = current;

    if (m != NULL && p != NULL)
        m->mem_used -= (int64_t)malloc_usable_size(p);
    raw_orig.free(raw_orig.ctx, p);
}

/* pymalloc's arenas (1 MiB on 64-bit) hold every object <= 512 bytes. */
static void *
hook_arena_alloc(void *ctx, size_t n)
{
    Meter *m = current;
    void *p;

    if (m != NULL && reserve(m, n) < 0)
        return NULL; /* pymalloc then tries PyMem_RawMalloc, i.e. hook_malloc */
    p = arena_orig.alloc(arena_orig.ctx, n);
    if (m != NULL && p != NULL)
        account(m, (int64_t)n);
    return p;
}

static void
hook_arena_free(void *ctx, void *p, size_t n)
{
    Meter *m = current;

    if (m != NULL && p != NULL)
        m->mem_used -= (int64_t)n;
    arena_orig.free(arena_orig.ctx, p, n);
}
#endif /* HAVE_MEMORY_HOOK */

/* Install the hooks once per process and check that they see object memory.
 * Returns 1 if memory limits work, else 0 (the hooks are then not left on). */
static int
install_memory_hook(void)
{
#if HAVE_MEMORY_HOOK
    static int state = -1;
    PyMemAllocatorEx raw = {NULL, hook_malloc, hook_calloc, hook_realloc, hook_free};
    PyObjectArenaAllocator arena = {NULL, hook_arena_alloc, hook_arena_free};
    Meter probe, *saved;
    PyObject *obj;

    if (state >= 0)
        return state;
    PyMem_GetAllocator(PYMEM_DOMAIN_RAW, &raw_orig);
    /* The stock raw allocator has no context. Anything else may be a hook
     * that adds headers (PYTHONMALLOC=debug, -X dev), and then
     * malloc_usable_size() on its blocks would be wrong. */
    if (raw_orig.ctx != NULL)
        return state = 0;
    PyObject_GetArenaAllocator(&arena_orig);
    PyMem_SetAllocator(PYMEM_DOMAIN_RAW, &raw);
    PyObject_SetArenaAllocator(&arena);

    /* Self-test: a 1 MiB object must be charged to the current meter. It is
     * not when objects bypass pymalloc (PYTHONMALLOC=malloc, mimalloc...). */
    memset(&probe, 0, sizeof probe); /* the hooks read only the counters */
    probe.mem_limit = INT64_MAX;
    saved = current;
    current = &probe;
    obj = PyBytes_FromStringAndSize(NULL, 1 << 20);
    current = saved;
    if (obj == NULL)
        PyErr_Clear();
    Py_XDECREF(obj);
    if (probe.mem_used >= (1 << 20))
        return state = 1;
    PyMem_SetAllocator(PYMEM_DOMAIN_RAW, &raw_orig); /* same layout: safe to undo */
    PyObject_SetArenaAllocator(&arena_orig);
    return state = 0;
#else
    return 0;
#endif
}

/* ------------------------------------------------------ recursion guards */

/* CPython hashes a tuple (and, from 3.12, a slice) by hashing its items recursively,
 * with no recursion check: hashing a tuple nested a few hundred thousand deep, which a
 * guest can build within its memory limit, overflows the C stack. While a guest runs on
 * this thread (its meter is current), these hooks bracket the hash with
 * Py_EnterRecursiveCall, so the guest gets RecursionError instead. Host code on other
 * threads, or outside runs, takes the original path unchanged. */
static hashfunc tuple_hash_orig, slice_hash_orig;

/* Charge n+1 fuel for C-level work over a container of n items (a comparison, a hash, a
 * repr). Returns -1 with the stop signal set when the meter trips. */
static int
charge_work(Meter *m, Py_ssize_t n)
{
    if (m->alarm) {
        /* Marked (by the wall-clock watchdog's mark()) while the guest was between
         * ticks, and not raised yet: stop before the work instead of running it
         * unmetered (a watchdog mark just before list.count over huge equal lists would
         * otherwise let billions of comparisons run with no charge). Once the stop was
         * raised, the run is unwinding: host code on the way out (restoring warnings
         * filters, closing generators) compares and hashes as usual, and guest code
         * cannot run again without a tick, which raises. A memory refusal flagged by
         * the allocator hook already failed its allocation with MemoryError; the next
         * tick raises the stop. */
        if (m->raised || !m->marked)
            return 0;
        raise_stop(m);
        return -1;
    }
    m->fuel_left -= (long long)n + 1;
    if (m->fuel_left < 0) {
        trip(m, S_fuel);
        return -1;
    }
    /* The clock is read once per WALL_EVERY units of work, not per call: one call may
     * stand for a million element comparisons. */
    unsigned int before = m->ticks;
    m->ticks += (unsigned int)(n < WALL_EVERY ? n + 1 : WALL_EVERY);
    if ((before / WALL_EVERY != m->ticks / WALL_EVERY || n >= WALL_EVERY) && m->deadline > 0.0
        && monotonic() > m->deadline) {
        trip(m, S_wall);
        return -1;
    }
    return 0;
}

static Py_hash_t
guarded_tuple_hash(PyObject *v)
{
    Py_hash_t h;
    if (current == NULL)
        return tuple_hash_orig(v);
    if (charge_work(current, Py_SIZE(v)) < 0)
        return -1;
    if (Py_EnterRecursiveCall(" while hashing a tuple"))
        return -1;
    h = tuple_hash_orig(v);
    Py_LeaveRecursiveCall();
    return h;
}

static Py_hash_t
guarded_slice_hash(PyObject *v)
{
    Py_hash_t h;
    if (current == NULL)
        return slice_hash_orig(v);
    if (Py_EnterRecursiveCall(" while hashing a slice"))
        return -1;
    h = slice_hash_orig(v);
    Py_LeaveRecursiveCall();
    return h;
}

/* Comparing, hashing or printing containers is C work the guest can make exponential
 * (a list of two references to the same list, sixty levels deep, compares 2**60 leaves)
 * or quadratic ([big] * n == [big2] * n) without a single tick. While a guest runs on
 * this thread, these hooks charge each container's length as fuel before CPython does
 * the work, so such calls are stopped by the fuel (and wall) limit like any loop. */
static richcmpfunc list_cmp_orig, tuple_cmp_orig, dict_cmp_orig, set_cmp_orig, frozenset_cmp_orig;
static reprfunc list_repr_orig, tuple_repr_orig, dict_repr_orig, set_repr_orig, frozenset_repr_orig;

#define SIZE_OF_LIST(o) Py_SIZE(o)
#define SIZE_OF_DICT(o) (((PyDictObject *)(o))->ma_used)
#define SIZE_OF_SET(o) PySet_GET_SIZE(o)

#define METERED_CMP(name, orig, size)                                                   \
    static PyObject *name(PyObject *a, PyObject *b, int op)                             \
    {                                                                                   \
        if (current != NULL && charge_work(current, size(a)) < 0)                       \
            return NULL;                                                                \
        return orig(a, b, op);                                                          \
    }
#define METERED_REPR(name, orig, size)                                                  \
    static PyObject *name(PyObject *a)                                                  \
    {                                                                                   \
        if (current != NULL && charge_work(current, size(a)) < 0)                       \
            return NULL;                                                                \
        return orig(a);                                                                 \
    }

METERED_CMP(metered_list_cmp, list_cmp_orig, SIZE_OF_LIST)
METERED_CMP(metered_tuple_cmp, tuple_cmp_orig, SIZE_OF_LIST)
METERED_CMP(metered_dict_cmp, dict_cmp_orig, SIZE_OF_DICT)
METERED_CMP(metered_set_cmp, set_cmp_orig, SIZE_OF_SET)
METERED_CMP(metered_frozenset_cmp, frozenset_cmp_orig, SIZE_OF_SET)
METERED_REPR(metered_list_repr, list_repr_orig, SIZE_OF_LIST)
METERED_REPR(metered_tuple_repr, tuple_repr_orig, SIZE_OF_LIST)
METERED_REPR(metered_dict_repr, dict_repr_orig, SIZE_OF_DICT)
METERED_REPR(metered_set_repr, set_repr_orig, SIZE_OF_SET)
METERED_REPR(metered_frozenset_repr, frozenset_repr_orig, SIZE_OF_SET)

#define HOOK_SLOT(type, slot, orig, hook)                                               \
    if (orig == NULL && (type).slot != NULL) {                                          \
        orig = (type).slot;                                                             \
        (type).slot = hook;                                                             \
    }

static void
install_work_meters(void)
{
    HOOK_SLOT(PyList_Type, tp_richcompare, list_cmp_orig, metered_list_cmp)
    HOOK_SLOT(PyTuple_Type, tp_richcompare, tuple_cmp_orig, metered_tuple_cmp)
    HOOK_SLOT(PyDict_Type, tp_richcompare, dict_cmp_orig, metered_dict_cmp)
    HOOK_SLOT(PySet_Type, tp_richcompare, set_cmp_orig, metered_set_cmp)
    HOOK_SLOT(PyFrozenSet_Type, tp_richcompare, frozenset_cmp_orig, metered_frozenset_cmp)
    HOOK_SLOT(PyList_Type, tp_repr, list_repr_orig, metered_list_repr)
    HOOK_SLOT(PyTuple_Type, tp_repr, tuple_repr_orig, metered_tuple_repr)
    HOOK_SLOT(PyDict_Type, tp_repr, dict_repr_orig, metered_dict_repr)
    HOOK_SLOT(PySet_Type, tp_repr, set_repr_orig, metered_set_repr)
    HOOK_SLOT(PyFrozenSet_Type, tp_repr, frozenset_repr_orig, metered_frozenset_repr)
}

static void
install_hash_guards(void)
{
    if (tuple_hash_orig == NULL && PyTuple_Type.tp_hash != NULL) {
        tuple_hash_orig = PyTuple_Type.tp_hash;
        PyTuple_Type.tp_hash = guarded_tuple_hash;
    }
    if (slice_hash_orig == NULL && PySlice_Type.tp_hash != NULL
        && PySlice_Type.tp_hash != PyObject_HashNotImplemented) {
        slice_hash_orig = PySlice_Type.tp_hash;
        PySlice_Type.tp_hash = guarded_slice_hash;
    }
}

/* ------------------------------------------------------- decimal hooks */

/* decimal.Decimal converts Python ints to and from its coefficient in C in time
 * quadratic in the digits (int(Decimal('1e1000000')) takes minutes), inside its number,
 * comparison and nb_int slots, where no Python wrapper sees it. While a guest runs on
 * this thread (its meter is current), these hooks pass the operands of every such slot
 * that could be big (an int past 64 bits, anything that is not a Decimal, float or small
 * int; every power; every conversion to int) to a Python check (_runtime/decimals.py),
 * which charges fuel or raises before the original slot runs. Host code, or a Decimal
 * op on a thread with no guest running, takes the original path unchanged.
 * Self-contained: hook_decimal() below is the only entry point. */
static PyObject *dec_type, *dec_check;
static PyObject *S_dec_int, *S_dec_pow, *S_dec_op;
static binaryfunc dec_add_orig, dec_sub_orig, dec_mul_orig, dec_rem_orig, dec_divmod_orig,
    dec_floordiv_orig, dec_truediv_orig;
static ternaryfunc dec_pow_orig;
static unaryfunc dec_int_orig;
static richcmpfunc dec_cmp_orig;

/* 1 if `o` as a Decimal operand needs the Python check, 0 if not, -1 on error. */
static int
dec_needs_check(PyObject *o)
{
    int overflow = 0;

    if (Py_IS_TYPE(o, (PyTypeObject *)dec_type) || PyFloat_CheckExact(o))
        return 0;
    if (PyLong_CheckExact(o) || PyBool_Check(o)) {
        (void)PyLong_AsLongLongAndOverflow(o, &overflow);
        if (PyErr_Occurred())
            return -1;
        return overflow != 0;
    }
    return 1;
}

static int
dec_gate(PyObject *op, PyObject *a, PyObject *b, PyObject *c)
{
    PyObject *r = PyObject_CallFunctionObjArgs(dec_check, op, a, b ? b : Py_None, c ? c : Py_None, NULL);
    if (r == NULL)
        return -1;
    Py_DECREF(r);
    return 0;
}

static int
dec_gate_binary(PyObject *a, PyObject *b)
{
    int na, nb;

    if (current == NULL)
        return 0;
    if ((na = dec_needs_check(a)) < 0 || (nb = dec_needs_check(b)) < 0)
        return -1;
    return (na || nb) ? dec_gate(S_dec_op, a, b, NULL) : 0;
}

#define DEC_BINARY(name, orig)                                                          \
    static PyObject *name(PyObject *a, PyObject *b)                                     \
    {                                                                                   \
        if (dec_gate_binary(a, b) < 0)                                                  \
            return NULL;                                                                \
        return orig(a, b);                                                              \
    }

DEC_BINARY(dec_add_hook, dec_add_orig)
DEC_BINARY(dec_sub_hook, dec_sub_orig)
DEC_BINARY(dec_mul_hook, dec_mul_orig)
DEC_BINARY(dec_rem_hook, dec_rem_orig)
DEC_BINARY(dec_divmod_hook, dec_divmod_orig)
DEC_BINARY(dec_floordiv_hook, dec_floordiv_orig)
DEC_BINARY(dec_truediv_hook, dec_truediv_orig)

static PyObject *
dec_cmp_hook(PyObject *a, PyObject *b, int op)
{
    if (dec_gate_binary(a, b) < 0)
        return NULL;
    return dec_cmp_orig(a, b, op);
}

static PyObject *
dec_pow_hook(PyObject *a, PyObject *b, PyObject *c)
{
    if (current != NULL && dec_gate(S_dec_pow, a, b, c) < 0)
        return NULL;
    return dec_pow_orig(a, b, c);
}

static PyObject *
dec_int_hook(PyObject *a)
{
    if (current != NULL && dec_gate(S_dec_int, a, NULL, NULL) < 0)
        return NULL;
    return dec_int_orig(a);
}

/* metering(): whether a guest's meter is current on this thread (not paused for a
 * binding call): the checked type-dict methods below act only then, like the slots. */
static PyObject *
dec_metering(PyObject *Py_UNUSED(mod), PyObject *Py_UNUSED(ignored))
{
    return PyBool_FromLong(current != NULL);
}

/* hook_decimal(Decimal, check, methods): install the slot hooks on decimal.Decimal and
 * put `methods` (name -> function: the checked __floor__, __round__, as_integer_ratio...,
 * reached from C or host Python by type lookup) into its type dict. Once per process. */
static PyObject *
hook_decimal(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    PyTypeObject *t;
    PyNumberMethods *nm;
    PyObject *key, *value;
    Py_ssize_t pos = 0;

    if (nargs != 3 || !PyType_Check(args[0]) || !PyCallable_Check(args[1]) || !PyDict_CheckExact(args[2]))
        return PyErr_Format(PyExc_TypeError, "hook_decimal(Decimal: type, check: callable, methods: dict)");
    if (dec_type != NULL)
        return PyErr_Format(PyExc_RuntimeError, "the decimal hooks are already installed");
    t = (PyTypeObject *)args[0];
    nm = t->tp_as_number;
    if (strcmp(t->tp_name, "decimal.Decimal") != 0 || nm == NULL || nm->nb_add == NULL || nm->nb_power == NULL
        || nm->nb_int == NULL || t->tp_richcompare == NULL || t->tp_dict == NULL)
        return PyErr_Format(PyExc_TypeError, "hook_decimal() needs the C decimal.Decimal type");
    if ((S_dec_int = PyUnicode_InternFromString("int")) == NULL
        || (S_dec_pow = PyUnicode_InternFromString("pow")) == NULL
        || (S_dec_op = PyUnicode_InternFromString("op")) == NULL)
        return NULL;
    while (PyDict_Next(args[2], &pos, &key, &value)) {
        if (PyDict_SetItem(t->tp_dict, key, value) < 0)
            return NULL;
    }
    PyType_Modified(t);
    dec_type = Py_NewRef(args[0]);
    dec_check = Py_NewRef(args[1]);
    HOOK_SLOT(*nm, nb_add, dec_add_orig, dec_add_hook)
    HOOK_SLOT(*nm, nb_subtract, dec_sub_orig, dec_sub_hook)
    HOOK_SLOT(*nm, nb_multiply, dec_mul_orig, dec_mul_hook)
    HOOK_SLOT(*nm, nb_remainder, dec_rem_orig, dec_rem_hook)
    HOOK_SLOT(*nm, nb_divmod, dec_divmod_orig, dec_divmod_hook)
    HOOK_SLOT(*nm, nb_floor_divide, dec_floordiv_orig, dec_floordiv_hook)
    HOOK_SLOT(*nm, nb_true_divide, dec_truediv_orig, dec_truediv_hook)
    HOOK_SLOT(*nm, nb_power, dec_pow_orig, dec_pow_hook)
    HOOK_SLOT(*nm, nb_int, dec_int_orig, dec_int_hook)
    HOOK_SLOT(*t, tp_richcompare, dec_cmp_orig, dec_cmp_hook)
    Py_RETURN_NONE;
}

/* ------------------------------------------------------- attribute guard */

/* The hot path of the attribute guard (_runtime/guards.py holds the tables and the slow
 * path; this only reads them). fast[type(obj)] is a dict name -> None (plain getattr)
 * or a replacement factory; anything else goes to the Python slow path, which also
 * raises the denial. The tables are installed once by set_guard() and never mutated. */
static PyObject *guard_fast, *guard_slow, *guard_marker, *guard_store_slow;

/* Guest instances (_runtime/classes.py): a guest class carries, in its own dict under
 * guard_marker, a 2-tuple of exact frozensets (names a read must leave to the slow path,
 * names a store must). The marker name starts with "__sk_", which no guest identifier can,
 * and only the guest's __build_class__ sets it. Returns the borrowed denied set for
 * `which` (0 read, 1 store), or NULL when type(obj) is not a guest class. */
static PyObject *
guest_denied(PyObject *obj, int which)
{
    PyObject *mark;

    if (guard_marker == NULL)
        return NULL;
    mark = _PyType_Lookup(Py_TYPE(obj), guard_marker); /* borrowed, no error set */
    if (mark == NULL || !PyTuple_CheckExact(mark) || PyTuple_GET_SIZE(mark) != 2)
        return NULL;
    mark = PyTuple_GET_ITEM(mark, which);
    return PyFrozenSet_CheckExact(mark) ? mark : NULL;
}

/* A plain attribute name: an exact str that does not start with "__". */
static int
plain_name(PyObject *name)
{
    return PyUnicode_CheckExact(name) &&
           !(PyUnicode_GET_LENGTH(name) >= 2 && PyUnicode_READ_CHAR(name, 0) == '_' &&
             PyUnicode_READ_CHAR(name, 1) == '_');
}

static PyObject *
guard_ga(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *entry, *rep, *denied;
    int found;

    if (nargs != 2)
        return PyErr_Format(PyExc_TypeError, "ga() takes 2 arguments (%zd given)", nargs);
    if (guard_fast == NULL)
        return PyErr_Format(PyExc_RuntimeError, "the attribute guard is not installed");
    entry = PyDict_GetItemWithError(guard_fast, (PyObject *)Py_TYPE(args[0])); /* borrowed */
    if (entry != NULL && PyUnicode_CheckExact(args[1])) {
        rep = PyDict_GetItemWithError(entry, args[1]); /* borrowed */
        if (rep == Py_None)
            return PyObject_GetAttr(args[0], args[1]);
        if (rep != NULL)
            return PyObject_CallOneArg(rep, args[0]);
    }
    if (PyErr_Occurred())
        return NULL;
    if (entry == NULL && plain_name(args[1]) && (denied = guest_denied(args[0], 0)) != NULL) {
        found = PySet_Contains(denied, args[1]);
        if (found < 0)
            return NULL;
        if (!found)
            return PyObject_GetAttr(args[0], args[1]);
    }
    return PyObject_Vectorcall(guard_slow, args, 2, NULL);
}

/* sa(value, obj, name): `obj.name = value` on a guest instance; everything else (guest
 * classes, denials) goes to the Python slow path with the same arguments. */
static PyObject *
guard_sa(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *denied;
    int found;

    if (nargs != 3)
        return PyErr_Format(PyExc_TypeError, "sa() takes 3 arguments (%zd given)", nargs);
    if (guard_store_slow == NULL)
        return PyErr_Format(PyExc_RuntimeError, "the attribute guard is not installed");
    if (plain_name(args[2]) && (denied = guest_denied(args[1], 1)) != NULL) {
        found = PySet_Contains(denied, args[2]);
        if (found < 0)
            return NULL;
        if (!found) {
            if (PyObject_SetAttr(args[1], args[2], args[0]) < 0)
                return NULL;
            Py_RETURN_NONE;
        }
    }
    return PyObject_Vectorcall(guard_store_slow, args, 3, NULL);
}

/* gm(obj, name): a method call `obj.name(...)` is lowered to `gm(obj, 'name')(obj, ...)`.
 * gm reads the attribute exactly as ga does (same tables, same denials) and returns a
 * callable that takes obj as its first argument: the plain function of a bound method
 * whose self is obj (so CPython calls a Python method without a bound-method object and
 * can inline the frame), the method descriptor of an allowlisted builtin method, or the
 * attribute wrapped in a DropFirst object that calls it without obj. */
typedef struct {
    PyObject_HEAD
    PyObject *fn;
    vectorcallfunc vectorcall;
} DropFirst;

static PyObject *
dropfirst_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);

    if (nargs < 1)
        return PyErr_Format(PyExc_TypeError, "internal: method call without its receiver");
    return PyObject_Vectorcall(((DropFirst *)self)->fn, args + 1, (size_t)(nargs - 1) | PY_VECTORCALL_ARGUMENTS_OFFSET,
                               kwnames);
}

static void
dropfirst_dealloc(PyObject *self)
{
    Py_XDECREF(((DropFirst *)self)->fn);
    Py_TYPE(self)->tp_free(self);
}

static PyTypeObject DropFirstType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "stockade._native.DropFirst",
    .tp_basicsize = sizeof(DropFirst),
    .tp_dealloc = dropfirst_dealloc,
    .tp_vectorcall_offset = offsetof(DropFirst, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "A callable that drops its first argument (the method-call hook's fallback).",
};

typedef int (*get_method_fn)(PyObject *, PyObject *, PyObject **);
#if PY_VERSION_HEX < 0x030D0000
static get_method_fn get_method = _PyObject_GetMethod;
#else
static get_method_fn get_method; /* set in PyInit__native on 3.13 when the symbol is there */
#endif

static PyObject *
guard_gm(PyObject *mod, PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *entry, *rep, *descr, *res, *denied;
    DropFirst *drop;

    if (nargs != 2)
        return PyErr_Format(PyExc_TypeError, "gm() takes 2 arguments (%zd given)", nargs);
    if (guard_fast != NULL && PyUnicode_CheckExact(args[1])) {
        entry = PyDict_GetItemWithError(guard_fast, (PyObject *)Py_TYPE(args[0])); /* borrowed */
        if (entry != NULL) {
            rep = PyDict_GetItemWithError(entry, args[1]); /* borrowed */
            if (rep == Py_None) {
                descr = _PyType_Lookup(Py_TYPE(args[0]), args[1]); /* borrowed */
                if (descr != NULL && Py_IS_TYPE(descr, &PyMethodDescr_Type))
                    return Py_NewRef(descr); /* list.append(lst, x) */
            }
        }
        if (PyErr_Occurred())
            return NULL;
    }
    /* A guest instance and a name its class does not deny: exactly ga's plain getattr,
     * through CPython's own method lookup (_PyObject_GetMethod: declared in 3.11/3.12's
     * cpython/object.h; on 3.13 internal but exported, found with dlsym when present),
     * which hands back the plain function of a method the instance does not shadow
     * instead of making a bound method. */
    if (get_method != NULL && PyDict_GetItemWithError(guard_fast, (PyObject *)Py_TYPE(args[0])) == NULL && !PyErr_Occurred()
        && plain_name(args[1]) && (denied = guest_denied(args[0], 0)) != NULL) {
        int found = PySet_GET_SIZE(denied) ? PySet_Contains(denied, args[1]) : 0;
        if (found < 0)
            return NULL;
        if (!found) {
            PyObject *meth = NULL;
            int unbound = get_method(args[0], args[1], &meth);
            if (meth == NULL)
                return NULL;
            if (unbound)
                return meth; /* a function found on the type: called with args[0] first */
            res = meth;
            goto wrap;
        }
    }
    if (PyErr_Occurred())
        return NULL;
    res = guard_ga(mod, args, 2);
    if (res == NULL)
        return NULL;
wrap:
    if (PyMethod_Check(res) && PyMethod_GET_SELF(res) == args[0]) {
        descr = Py_NewRef(PyMethod_GET_FUNCTION(res));
        Py_DECREF(res);
        return descr;
    }
    drop = PyObject_New(DropFirst, &DropFirstType);
    if (drop == NULL) {
        Py_DECREF(res);
        return NULL;
    }
    drop->fn = res; /* steals */
    drop->vectorcall = dropfirst_vectorcall;
    return (PyObject *)drop;
}

/* own(meter, spec, p1, p2, ...): the entry of a function whose body the lowering emitted
 * twice (lower.py, "receiver fast path"). Ticks exactly as next(meter) does, then says
 * whether the fast copy may run: every p_i is an instance of a guest class (the marker)
 * and none of the attribute names the fast copy reads on p_i (spec[2i], a tuple of str)
 * is in that class's read-denied set, none it stores (spec[2i+1]) in its store-denied set,
 * and no name starts with "__". Then a plain attribute opcode on p_i does exactly what
 * ga/sa would (getattr/setattr after the same checks): the parameters are never rebound
 * in the function, a guest object's class cannot change and its denied sets are fixed
 * when the class is made. False (the guarded copy runs) for anything else. */
static int
names_allowed(PyObject *names, PyObject *denied)
{
    Py_ssize_t i, n;
    int found;

    if (!PyTuple_CheckExact(names))
        return 0;
    n = PyTuple_GET_SIZE(names);
    for (i = 0; i < n; i++) {
        PyObject *name = PyTuple_GET_ITEM(names, i);
        if (!plain_name(name))
            return 0;
        if (PySet_GET_SIZE(denied) == 0)
            continue;
        found = PySet_Contains(denied, name);
        if (found != 0)
            return found < 0 ? -1 : 0;
    }
    return 1;
}

/* own()'s verdict cache: "receiver i of the function with this spec may take the fast copy
 * when its type has this version tag". CPython gives a type a new version tag whenever it
 * or a base changes (PyType_Modified) and never hands out a tag twice (0 means none), so a
 * hit means the very same, unmodified class: the marker and its denied sets, all the verdict
 * depends on, are what the full check saw. The entry holds a reference to its spec tuple,
 * so no other tuple can appear at that address while the entry stands. Direct-mapped; a
 * collision only costs the full check. */
#define OWN_CACHE_SIZE 1024 /* power of 2 */
typedef struct {
    PyObject *spec; /* strong */
    unsigned int tag;
    Py_ssize_t which;
} OwnEntry;
static OwnEntry own_cache[OWN_CACHE_SIZE];

/* A type's version tag while it is valid, else 0 (PyType_Modified zeroes it; 3.11 and 3.12
 * also clear a flag, which 3.13 no longer maintains). */
static inline unsigned int
version_tag(PyTypeObject *t)
{
#if PY_VERSION_HEX < 0x030D0000
    if (!PyType_HasFeature(t, Py_TPFLAGS_VALID_VERSION_TAG))
        return 0;
#endif
    return t->tp_version_tag;
}

static inline OwnEntry *
own_slot(PyObject *spec, unsigned int tag, Py_ssize_t which)
{
    size_t h = ((size_t)(uintptr_t)spec >> 4) ^ ((size_t)tag * 2654435761u) ^ ((size_t)which * 40503u);
    return &own_cache[h & (OWN_CACHE_SIZE - 1)];
}

static PyObject *
guard_own(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *spec, *rd, *sd;
    Py_ssize_t i;
    int ok;
    unsigned int tag;
    OwnEntry *slot;

    if (nargs < 2 || !Py_IS_TYPE(args[0], &MeterType) || !PyTuple_CheckExact(args[1])
        || PyTuple_GET_SIZE(args[1]) != 2 * (nargs - 2))
        return PyErr_Format(PyExc_TypeError, "own(meter, spec, *receivers): bad arguments");
    if (tick((Meter *)args[0]) < 0)
        return NULL;
    spec = args[1];
    for (i = 2; i < nargs; i++) {
        tag = version_tag(Py_TYPE(args[i]));
        if (tag != 0) {
            slot = own_slot(spec, tag, i);
            if (slot->spec == spec && slot->tag == tag && slot->which == i)
                continue; /* this class passed this check before and has not changed since */
        }
        PyObject *mark = guard_marker == NULL ? NULL : _PyType_Lookup(Py_TYPE(args[i]), guard_marker);
        if (mark == NULL || !PyTuple_CheckExact(mark) || PyTuple_GET_SIZE(mark) != 2)
            Py_RETURN_FALSE; /* not a guest instance (as guest_denied decides) */
        rd = PyTuple_GET_ITEM(mark, 0);
        sd = PyTuple_GET_ITEM(mark, 1);
        if (!PyFrozenSet_CheckExact(rd) || !PyFrozenSet_CheckExact(sd))
            Py_RETURN_FALSE;
        ok = names_allowed(PyTuple_GET_ITEM(spec, 2 * (i - 2)), rd);
        if (ok > 0)
            ok = names_allowed(PyTuple_GET_ITEM(spec, 2 * (i - 2) + 1), sd);
        if (ok < 0)
            return NULL;
        if (ok == 0)
            Py_RETURN_FALSE;
        tag = version_tag(Py_TYPE(args[i])); /* the lookup above may have assigned one */
        if (tag != 0) {
            slot = own_slot(spec, tag, i);
            Py_INCREF(spec);
            Py_XSETREF(slot->spec, spec);
            slot->tag = tag;
            slot->which = i;
        }
    }
    Py_RETURN_TRUE;
}

/* PLAIN_CLASSES: `type(n) in PLAIN_CLASSES` says whether the attribute guard reads every name
 * without a leading "__" on instances of that type with plain getattr, i.e. the type is a
 * guest class (its marker, as guest_denied finds it) whose read-denied set is empty. Lowered
 * code asks before a plain attribute opcode on a name (lower.py, "typed receivers"). An
 * enum's marker holds no sets, so enums are never in. Guest classes are never keys of the
 * guard's per-type table (those are the host's types), so ga would take exactly this path.
 * Verdicts (both ways) are cached by version tag as own()'s are (the marker and its sets
 * are fixed for a version; the marker is set on a new class before any instance exists). */
#define PLAIN_CACHE_SIZE 256 /* power of 2 */
typedef struct {
    unsigned int tag; /* 0: empty */
    int plain;
} PlainEntry;
static PlainEntry plain_cache[PLAIN_CACHE_SIZE];

static int
plain_contains(PyObject *Py_UNUSED(self), PyObject *t)
{
    PyObject *mark, *rd, *sd;
    unsigned int tag;

    if (!PyType_Check(t) || guard_marker == NULL)
        return 0;
    int plain;
    PlainEntry *slot;

    tag = version_tag((PyTypeObject *)t);
    slot = &plain_cache[tag & (PLAIN_CACHE_SIZE - 1)];
    if (tag != 0 && slot->tag == tag)
        return slot->plain;
    mark = _PyType_Lookup((PyTypeObject *)t, guard_marker); /* borrowed, no error set */
    plain = 0;
    if (mark != NULL && PyTuple_CheckExact(mark) && PyTuple_GET_SIZE(mark) == 2) {
        rd = PyTuple_GET_ITEM(mark, 0);
        sd = PyTuple_GET_ITEM(mark, 1);
        plain = PyFrozenSet_CheckExact(rd) && PyFrozenSet_CheckExact(sd) && PySet_GET_SIZE(rd) == 0;
    }
    tag = version_tag((PyTypeObject *)t); /* the lookup may have assigned one */
    if (tag != 0) {
        slot = &plain_cache[tag & (PLAIN_CACHE_SIZE - 1)];
        slot->tag = tag;
        slot->plain = plain;
    }
    return plain;
}

static PySequenceMethods plain_as_sequence = {
    .sq_contains = plain_contains,
};

static PyObject *
plain_repr(PyObject *Py_UNUSED(self))
{
    return PyUnicode_FromString("<guest classes read plainly>");
}

static PyTypeObject PlainClassesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "stockade._native.PlainClasses",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_as_sequence = &plain_as_sequence,
    .tp_repr = plain_repr,
    .tp_doc = "`type(x) in PLAIN_CLASSES`: the guard reads x's plain names with getattr (see _native.c).",
};

/* by_arity(name, fast, slow): a callable that passes a call with exactly one positional
 * argument to slow and every other call, unchanged, to fast. The guest's min and max:
 * min(iterable) needs the Python wrapper that meters the iterable; min(a, b, ...) only
 * compares its arguments (what the wrapper did: fn(*args, **kwargs)), now without a
 * Python frame per call. */
typedef struct {
    PyObject_HEAD
    PyObject *name, *fast, *slow;
    vectorcallfunc vectorcall;
} ByArity;

static PyObject *
byarity_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    ByArity *b = (ByArity *)self;

    return PyObject_Vectorcall(PyVectorcall_NARGS(nargsf) == 1 ? b->slow : b->fast, args, nargsf, kwnames);
}

static void
byarity_dealloc(PyObject *self)
{
    ByArity *b = (ByArity *)self;

    Py_XDECREF(b->name);
    Py_XDECREF(b->fast);
    Py_XDECREF(b->slow);
    Py_TYPE(self)->tp_free(self);
}

static PyObject *
byarity_repr(PyObject *self)
{
    return PyUnicode_FromFormat("<built-in function %U>", ((ByArity *)self)->name);
}

static PyObject *
byarity_self(PyObject *self, PyObject *Py_UNUSED(ignored))
{
    return Py_NewRef(self);
}

static PyMethodDef byarity_methods[] = {
    {"__reduce__", no_pickle, METH_NOARGS, NULL},
    {"__copy__", byarity_self, METH_NOARGS, NULL},
    {"__deepcopy__", byarity_self, METH_O, NULL},
    {NULL},
};

static PyMemberDef byarity_members[] = {
    {"__name__", Py_T_OBJECT_EX, offsetof(ByArity, name), Py_READONLY, NULL},
    {NULL},
};

static PyTypeObject ByArityType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "stockade._native.ByArity",
    .tp_basicsize = sizeof(ByArity),
    .tp_dealloc = byarity_dealloc,
    .tp_repr = byarity_repr,
    .tp_vectorcall_offset = offsetof(ByArity, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_methods = byarity_methods,
    .tp_members = byarity_members,
    .tp_doc = "A callable dispatching on its number of positional arguments (see by_arity).",
};

static PyObject *
by_arity(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    ByArity *b;

    if (nargs != 3 || !PyUnicode_CheckExact(args[0]) || !PyCallable_Check(args[1]) || !PyCallable_Check(args[2]))
        return PyErr_Format(PyExc_TypeError, "by_arity(name: str, fast: callable, slow: callable)");
    b = PyObject_New(ByArity, &ByArityType);
    if (b == NULL)
        return NULL;
    b->name = Py_NewRef(args[0]);
    b->fast = Py_NewRef(args[1]);
    b->slow = Py_NewRef(args[2]);
    b->vectorcall = byarity_vectorcall;
    return (PyObject *)b;
}

static PyObject *
set_guard(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 4 || !PyDict_CheckExact(args[0]) || !PyCallable_Check(args[1]) || !PyUnicode_CheckExact(args[2]) ||
        !PyCallable_Check(args[3]))
        return PyErr_Format(PyExc_TypeError, "set_guard(fast: dict, slow: callable, marker: str, store_slow: callable)");
    if (guard_fast != NULL)
        return PyErr_Format(PyExc_RuntimeError, "the attribute guard is installed once");
    guard_fast = Py_NewRef(args[0]);
    guard_slow = Py_NewRef(args[1]);
    guard_marker = Py_NewRef(args[2]);
    PyUnicode_InternInPlace(&guard_marker);
    guard_store_slow = Py_NewRef(args[3]);
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------- module */

static PyObject *
set_async_stop(PyObject *Py_UNUSED(mod), PyObject *const *args, Py_ssize_t nargs)
{
    unsigned long tid;
    PyObject *exc;

    if (nargs != 2)
        return PyErr_Format(PyExc_TypeError, "set_async_stop() takes 2 arguments (%zd given)",
                            nargs);
    tid = PyLong_AsUnsignedLong(args[0]);
    if (tid == (unsigned long)-1 && PyErr_Occurred())
        return NULL;
    exc = args[1];
    if (exc == Py_None)
        exc = NULL; /* clears a pending one */
    else if (!PyExceptionClass_Check(exc))
        return PyErr_Format(PyExc_TypeError, "set_async_stop() needs an exception class or None");
    return PyLong_FromLong((long)PyThreadState_SetAsyncExc(tid, exc));
}

static PyObject *
depth(PyObject *Py_UNUSED(mod), PyObject *Py_UNUSED(ignored))
{
    return PyLong_FromLong(stack_depth());
}

static PyMethodDef module_methods[] = {
    {"set_async_stop", (PyCFunction)(void (*)(void))set_async_stop, METH_FASTCALL,
     "set_async_stop(thread_id, exc_type, /) -> int: PyThreadState_SetAsyncExc."},
    {"depth", depth, METH_NOARGS, "depth() -> int: this thread's stack depth, as ticks see it."},
    {"ga", (PyCFunction)(void (*)(void))guard_ga, METH_FASTCALL,
     "ga(obj, name, /): the attribute guard's fast path (see _runtime/guards.py)."},
    {"gm", (PyCFunction)(void (*)(void))guard_gm, METH_FASTCALL,
     "gm(obj, name, /): the method-call guard: a callable taking obj first (see _native.c)."},
    {"own", (PyCFunction)(void (*)(void))guard_own, METH_FASTCALL,
     "own(meter, spec, *receivers, /): tick, then whether a function's unguarded copy may run (see _native.c)."},
    {"sa", (PyCFunction)(void (*)(void))guard_sa, METH_FASTCALL,
     "sa(value, obj, name, /): the attribute store guard's fast path (see _runtime/classes.py)."},
    {"by_arity", (PyCFunction)(void (*)(void))by_arity, METH_FASTCALL,
     "by_arity(name, fast, slow, /): a callable sending one-positional-argument calls to slow, others to fast."},
    {"metering", dec_metering, METH_NOARGS, "metering() -> bool: a guest's meter is current on this thread."},
    {"hook_decimal", (PyCFunction)(void (*)(void))hook_decimal, METH_FASTCALL,
     "hook_decimal(Decimal, check, methods, /): meter Decimal's int conversions (see _native.c), once."},
    {"set_guard", (PyCFunction)(void (*)(void))set_guard, METH_FASTCALL,
     "set_guard(fast, slow, marker, store_slow, /): install the attribute guard's tables, once."},
    {NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "stockade._native",
    .m_doc = "Fuel, recursion, wall-clock and memory meter for Stockade guests.",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC
PyInit__native(void)
{
    PyObject *mod, *plain;

    if (S_fuel == NULL) {
        S_fuel = PyUnicode_InternFromString("fuel");
        S_recursion = PyUnicode_InternFromString("recursion");
        S_wall = PyUnicode_InternFromString("wall");
        S_memory = PyUnicode_InternFromString("memory");
        if (!S_fuel || !S_recursion || !S_wall || !S_memory)
            return NULL;
    }
    if (PyType_Ready(&MeterType) < 0 || PyType_Ready(&MeteredIteratorType) < 0 || PyType_Ready(&DropFirstType) < 0
        || PyType_Ready(&ByArityType) < 0 || PyType_Ready(&PlainClassesType) < 0)
        return NULL;
    mod = PyModule_Create(&module_def);
    if (mod == NULL)
        return NULL;
    install_hash_guards();
    install_work_meters();
#if PY_VERSION_HEX >= 0x030D0000 && PY_VERSION_HEX < 0x030E0000 && defined(__linux__)
    get_method = (get_method_fn)dlsym(RTLD_DEFAULT, "_PyObject_GetMethod");
#endif
    if (PyModule_AddObjectRef(mod, "Meter", (PyObject *)&MeterType) < 0
        || PyModule_AddObjectRef(mod, "MeteredIterator", (PyObject *)&MeteredIteratorType) < 0

        || PyModule_AddObjectRef(mod, "MEMORY_HOOK_OK",
                                 install_memory_hook() ? Py_True : Py_False) < 0) {
        Py_DECREF(mod);
        return NULL;
    }
    plain = PyObject_New(PyObject, &PlainClassesType);
    if (plain == NULL || PyModule_AddObjectRef(mod, "PLAIN_CLASSES", plain) < 0) {
        Py_XDECREF(plain);
        Py_DECREF(mod);
        return NULL;
    }
    Py_DECREF(plain);
    return mod;
}
