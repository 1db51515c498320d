# expect: limit fuel
# technique: ConfigParser.read_dict of one big section under many names
# limits: fuel=1000000, wall=5
import configparser
section = {str(i): "v" for i in range(10000)}
configparser.ConfigParser().read_dict({f"s{i}": section for i in range(1000)})
