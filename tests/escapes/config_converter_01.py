# expect: limit fuel
# limits: fuel=200000
# technique: a guest converter that never ends, called by the host's configparser through getlist
import configparser
def forever(v):
    while True:
        pass
p = configparser.ConfigParser(converters={"list": forever})
p.read_string("[a]\nx = 1\n")
p.getlist("a", "x")
