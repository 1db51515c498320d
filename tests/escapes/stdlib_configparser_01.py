# expect: guest AttributeError
# technique: ConfigParser.read of a host file name
import configparser
configparser.ConfigParser().read("/etc/passwd")
