# expect: guest RecursionError | guest TOMLDecodeError
# technique: deeply nested TOML arrays
# limits: fuel=10000000, wall=5
import tomllib
tomllib.loads("a = " + "[" * 100000)
