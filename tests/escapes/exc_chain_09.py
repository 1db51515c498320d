# expect: limit fuel
# limits: fuel=20000
# technique: a generator's cleanup reads the chain while the fuel stop signal closes it
def gen():
    try:
        yield 1
        while True:
            pass
    except BaseException as e:
        yield e.__context__
    finally:
        raise ValueError("cleanup")
g = gen()
next(g)
next(g)
