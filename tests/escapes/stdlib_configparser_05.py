# expect: limit fuel | limit memory
# technique: ExtendedInterpolation fan-out
# limits: fuel=1000000, wall=5
import configparser
lines = ["[s]"]
for i in range(9):
    lines.append(f"k{i} = " + ("${k" + str(i + 1) + "}") * 10)
lines.append("k9 = x")
c = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
c.read_string("\n".join(lines))
c.get("s", "k0")
