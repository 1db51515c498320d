# expect: value [["Key"], 4]
# technique: optionxform set to a guest function: the parser calls it as CPython's does, metered guest code with only the option name
import configparser
calls = []
def keep(name):
    calls.append(name)
    return name
c = configparser.ConfigParser()
c.optionxform = keep
c.read_string("[s]\nKey = 1\n")
c.get("s", "Key")
c.has_option("s", "Key")
[list(c["s"]), len(calls)]
