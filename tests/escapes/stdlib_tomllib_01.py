# expect: limit fuel
# technique: a large TOML document parsed in host Python
# limits: fuel=1000000, wall=5
import tomllib
tomllib.loads("a = \"" + "x" * 1000000 + "\"")
