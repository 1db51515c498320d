# expect: limit fuel
# technique: configparser option pattern backtracking on a long line without delimiter
# limits: fuel=1000000, wall=5
import configparser
c = configparser.ConfigParser()
c.read_string("[s]\n" + "a" + " " * 20000 + "b\n")
