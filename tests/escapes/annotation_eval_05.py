# expect: value {"x": "int", "return": "int"}
# technique: __annotations__ of a program function is its own dict of what its def evaluated (program values only)
def f(x: int) -> int:
    return x
{k: v.__name__ for k, v in f.__annotations__.items()}
