# expect: compile STK-V003
# technique: a converter name chosen to reach a private parser method through the get<name> rule
import configparser
p = configparser.ConfigParser(converters={"_conv": str})
p._get_conv
