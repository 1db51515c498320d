# expect: limit fuel | limit memory
# technique: configparser interpolation fan-out (10 references, 9 levels deep)
# limits: fuel=1000000, wall=5
import configparser
lines = ["[s]"]
for i in range(9):
    lines.append(f"k{i} = " + f"%(k{i + 1})s" * 10)
lines.append("k9 = x")
c = configparser.ConfigParser()
c.read_string("\n".join(lines))
c.get("s", "k0")
